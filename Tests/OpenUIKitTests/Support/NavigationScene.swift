import Foundation
@testable @_spi(OpenUIKit) import OpenUIKit

/// A phone-sized window at 1x whose root is a navigation controller showing `root`, laid
/// out and on screen.
@MainActor
func navigationScene(_ root: UIViewController) -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screen = UIScreen(bounds: window.bounds, scale: 1)
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, navigation)
}
