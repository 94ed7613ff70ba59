import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// A navigation stack in a 390×844 window at 3x on the manual clock, pushing a screen of
/// a title and a line of text: the SwiftUI `NavigationStack` through its path, and a
/// `UINavigationController` pushing a controller with a label. The UIKit screens have the
/// system background, as a hosting controller's view has (and as apps' screens do).
@MainActor
public final class PushScreen {
    @Observable final class Model {
        var path: [Int] = []
    }

    private struct Stack: View {
        @Bindable var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                Text("Root").navigationTitle("Films")
                    .navigationDestination(for: Int.self) { Text("Screen \($0)").navigationTitle("Detail") }
            }
        }
    }

    public let window: UIWindow
    private let model = Model()
    private var navigation: UINavigationController?
    private let swiftUI: Bool
    private var pushes = 0

    public init(swiftUI: Bool) {
        self.swiftUI = swiftUI
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        if swiftUI {
            window.rootViewController = UIHostingController(rootView: Stack(model: model))
        } else {
            let root = UIViewController()
            root.view.backgroundColor = .systemBackground
            root.title = "Films"
            navigation = UINavigationController(rootViewController: root)
            navigation?.navigationBar.prefersLargeTitles = true
            window.rootViewController = navigation
        }
        window.makeKeyAndVisible()
        _ = window.updateFrame()
    }

    /// Pushes a screen and renders the push's first frame.
    public func pushFrame() {
        pushes += 1
        if swiftUI {
            model.path = [pushes]
        } else {
            let screen = UIViewController()
            screen.view.backgroundColor = .systemBackground
            screen.title = "Detail"
            let label = UILabel()
            label.text = "Screen \(pushes)"
            label.sizeToFit()
            screen.view.addSubview(label)
            navigation?.pushViewController(screen, animated: true)
        }
        MediaClock.current.advance(by: 1.0 / 120)
        _ = window.updateFrame()
    }

    /// Goes back to the root, the push finished (not measured). A stack on screen pops with
    /// its animation when its path empties, as SwiftUI's does: one more frame lets the pop
    /// end, so both stacks start each push settled at the root.
    public func reset() {
        MediaClock.current.advance(by: 1)
        _ = window.updateFrame()
        if swiftUI { model.path = [] } else { navigation?.popToRootViewController(animated: false) }
        for _ in 0..<2 {
            MediaClock.current.advance(by: 1)
            _ = window.updateFrame()
        }
    }
}
