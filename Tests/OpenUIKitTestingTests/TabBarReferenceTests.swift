import Foundation
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// A reference image of the floating glass tab bar over a list: three tabs, the first
/// selected on its platter in the tint colour, a badge on the second. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct TabBarReferenceTests {
    private func scene() -> (UIWindow, UITabBarController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let list = NavigationReferenceTests.PlantList()
        let films = UINavigationController(rootViewController: list)
        films.tabBarItem = UITabBarItem(title: "Ferns", image: UIImage(systemName: "house.fill"), tag: 0)
        let favourites = UIViewController()
        favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        favourites.tabBarItem.badgeValue = "3"
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [films, favourites, search]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        list.collectionView.contentOffset.y += 40
        window.layoutIfNeeded()
        return (window, tabs)
    }

    @Test func theFloatingTabBarMatchesItsReference() throws {
        let (window, tabs) = scene()
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let bar = tabs.tabBar.frame
        let slot = bar.width / 3
        // The selected tab's symbol is in the tint colour; the others are near black.
        let selectedIcon = pixels.rgba(atX: Int((bar.minX + slot / 2) * 2), y: Int((bar.minY + 22) * 2))
        #expect(Int(selectedIcon.blue) > Int(selectedIcon.red) + 80, "\(selectedIcon)")
        let searchIcon = (Int((bar.minX + slot * 2.5 - 13) * 2)..<Int((bar.minX + slot * 2.5 + 13) * 2)).flatMap { x in
            (Int((bar.minY + 9) * 2)..<Int((bar.minY + 35) * 2)).map { y in pixels.rgba(atX: x, y: y) }
        }
        let darkest = searchIcon.min { $0.red < $1.red }!
        #expect(darkest.red < 60 && darkest.blue < 60, "\(darkest)")
        // The badge is red, on the favourites symbol's corner.
        let badge = pixels.rgba(atX: Int((bar.minX + slot * 1.5 + 11) * 2), y: Int((bar.minY + 11) * 2))
        #expect(badge.red > 200 && badge.green < 90, "\(badge)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "tab-bar")
        _ = window
    }
}
