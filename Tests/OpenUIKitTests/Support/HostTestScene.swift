import Foundation
@_spi(OpenUIKit) @testable import OpenUIKit

/// The scene the window host tests show on a real display: a white page with an indigo
/// stripe down its left side and a glass "Go" button that counts its taps.
@MainActor
enum HostTestScene {
    static func make(size: CGSize = CGSize(width: 160, height: 100)) -> (UIWindow, UIButton, () -> Int) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .systemBackground
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: size.height))
        stripe.backgroundColor = .systemIndigo
        root.view.addSubview(stripe)
        var taps = 0
        let button = UIButton(configuration: .glass(), primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 30, y: 30, width: 100, height: 40)
        root.view.addSubview(button)
        return (window, button, { taps })
    }
}
