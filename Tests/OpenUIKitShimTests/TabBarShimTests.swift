import OpenUIKitShim
import Testing

/// A tabbed app as iOS 26 code writes it, with Apple's API only: tabs with bar items and a
/// badge, the bar minimizing on scroll, a bottom accessory, and a delegate that keeps one
/// tab closed.
final class TabsDelegate: UITabBarControllerDelegate {
    var selected: [String] = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.title != "Locked"
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title ?? "")
    }
}

@MainActor
@Suite struct TabBarShimTests {
    @Test func aTabbedAppWorksWithApplesAPIOnly() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = UIViewController()
        home.title = "Home"
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house.fill"), tag: 0)
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.tabBarItem = UITabBarItem(tabBarSystemItem: .recents, tag: 1)
        inbox.tabBarItem.badgeValue = "4"
        let locked = UIViewController()
        locked.title = "Locked"
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: home), inbox, locked]
        tabs.tabBarMinimizeBehavior = .onScrollDown
        tabs.bottomAccessory = UITabAccessory(contentView: UILabel())
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.selectedIndex == 0 && home.tabBarController === tabs)
        #expect(tabs.tabBar.items?.count == 3 && tabs.tabBar.items?[1].badgeValue == "4")
        #expect(tabs.tabBar.frame.maxY < window.bounds.maxY && tabs.tabBar.frame.minX > 0, "a floating bar: \(tabs.tabBar.frame)")
        tabs.selectedViewController = inbox
        #expect(tabs.selectedIndex == 1 && delegate.selected.isEmpty, "chosen in code: the delegate is not told")
        tabs.setTabBarHidden(true, animated: false)
        #expect(tabs.isTabBarHidden)
        tabs.setTabBarHidden(false, animated: true)
        tabs.selectedIndex = 0
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        home.navigationController?.pushViewController(detail, animated: false)
        #expect(tabs.isTabBarHidden, "a pushed screen that hides the bottom bar")
        home.navigationController?.setNavigationBarHidden(true, animated: true)
        #expect(home.navigationController?.isNavigationBarHidden == true && UINavigationController.hideShowBarDuration > 0)
    }

    @Test func theTabsAPIWorksWithApplesAPIOnly() throws {
        final class TabDelegate: UITabBarControllerDelegate {
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { tab.isEnabled }
            func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
                selected.append(selectedTab.identifier)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let library = UITab(title: "Library", image: UIImage(systemName: "book"), identifier: "library") { _ in
            UINavigationController(rootViewController: UIViewController())
        }
        library.badgeValue = "2"
        let tabs = UITabBarController(tabs: [
            library,
            UITab(title: "Recent", image: UIImage(systemName: "clock"), identifier: "recent") { _ in UIViewController() },
            UISearchTab { _ in UIViewController() },
        ])
        let delegate = TabDelegate()
        tabs.delegate = delegate
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.selectedTab === library && library.viewController is UINavigationController)
        tabs.selectedTab = tabs.tab(forIdentifier: "recent")
        #expect(tabs.selectedTab?.identifier == "recent" && tabs.tabs.count == 3)
        tabs.setTabs([library], animated: true)
        #expect(tabs.selectedTab === library && delegate.selected.isEmpty)
    }
}
