import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// A floating glass tab bar over two list stacks, the other tab selected every frame: each
/// frame shows the newly selected screen and moves the selection platter.
@MainActor
final class TabSwitchScreen: FrameScreen {
    let window: UIWindow
    private let tabs = UITabBarController()

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        let first = UINavigationController(rootViewController: ListScreenController(depth: 0))
        first.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
        let second = UINavigationController(rootViewController: ListScreenController(depth: 1))
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        blackHole(window.renderedImage())
    }

    func frame() {
        tabs.selectedIndex = 1 - tabs.selectedIndex
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.updateFrame())
    }
}
