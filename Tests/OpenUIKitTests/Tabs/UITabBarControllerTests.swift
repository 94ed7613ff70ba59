import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
final class TabJournal: UITabBarControllerDelegate {
    var entries: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        entries.append("should \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        entries.append("did \(viewController.title ?? "")")
    }
}

/// A screen whose view is a tall scrolling list of plain rows.
@MainActor
final class ScrollingScreen: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
        scrollView.contentSize = CGSize(width: 390, height: 4000)
        scrollView.backgroundColor = .systemBackground
        view = scrollView
    }
}

@MainActor
@Suite("UITabBarController", .manualClock)
struct UITabBarControllerTests {
    private func tabs(_ controllers: [UIViewController]) -> (UIWindow, UITabBarController) {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        return (presentationScene(tabs), tabs)
    }

    @Test func theBarFloatsAboveTheBottomAndTheScreenKeepsClearOfIt() {
        let journal = JournalingViewController.Journal()
        let a = JournalingViewController("A", journal: journal), b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        let (window, tabs) = tabs([a, b, c])
        let bar = tabs.tabBar.frame
        #expect(isClose(bar.height, 62) && isClose(bar.maxY, 844 - 22), "\(bar)")
        #expect(isClose(bar.midX, 195) && bar.width <= 390 - 42, "\(bar)")
        #expect(isClose(a.view.safeAreaInsets.bottom, 844 - bar.minY), "\(a.view.safeAreaInsets)")
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a && tabs.tabBar.selectedItem === a.tabBarItem)
        #expect(a.tabBarController === tabs && a.view.superview === tabs.view)
        _ = window
    }

    @Test func tappingATabSwitchesScreensInUIKitsOrderAfterAskingTheDelegate() {
        let journal = JournalingViewController.Journal()
        let a = JournalingViewController("A", journal: journal), b = JournalingViewController("B", journal: journal)
        let c = JournalingViewController("C", journal: journal)
        let (window, tabs) = tabs([a, b, c])
        let delegate = TabJournal()
        delegate.refused = ["C"]
        tabs.delegate = delegate
        journal.entries.removeAll()
        let views = tabs.tabBar.itemViews
        window.tap(at: views[1].convert(CGPoint(x: views[1].bounds.midX, y: views[1].bounds.midY), to: window))
        #expect(delegate.entries == ["should B", "did B"], "\(delegate.entries)")
        #expect(journal.entries == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"], "\(journal.entries)")
        #expect(tabs.selectedViewController === b && a.viewIfLoaded?.superview == nil && b.view.superview === tabs.view)
        window.tap(at: views[2].convert(CGPoint(x: views[2].bounds.midX, y: views[2].bounds.midY), to: window))
        #expect(tabs.selectedIndex == 1, "the delegate refused C")
        #expect(delegate.entries.suffix(1) == ["should C"])
        // Chosen in code: no delegate calls, out of range ignored.
        tabs.selectedIndex = 0
        tabs.selectedIndex = 7
        #expect(tabs.selectedViewController === a && delegate.entries.count == 3)
        #expect(tabs.tabBar.itemViews[0].isSelected && !tabs.tabBar.itemViews[1].isSelected)
    }

    @Test func tappingTheSelectedTabReturnsItsNavigationStackToTheRoot() {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (window, tabs) = tabs([navigation, UIViewController()])
        navigation.pushViewController(detail, animated: false)
        let view = tabs.tabBar.itemViews[0]
        window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        finishTransitions(in: window)
        #expect(navigation.viewControllers == [root])
    }

    @Test func itemsFollowTheirControllersAndShowBadges() {
        let a = UIViewController(), b = UIViewController()
        a.title = "Films"
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        let (window, tabs) = tabs([a, b])
        #expect(tabs.tabBar.items?.map(\.title) == ["Films", "Favorites"])
        #expect(b.tabBarItem.image != nil && b.tabBarItem.tag == 4)
        a.title = "Movies"
        #expect(a.tabBarItem.title == "Movies")
        a.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.itemViews[0].accessibilityValue == "3")
        let replacement = UITabBarItem(title: "Cinema", image: UIImage(systemName: "film"), tag: 1)
        a.tabBarItem = replacement
        #expect(tabs.tabBar.items?.first === replacement && tabs.tabBar.selectedItem === replacement)
        #expect(tabs.tabBar.itemViews[0].accessibilityTraits.contains(.selected))
        tabs.tabBar.unselectedItemTintColor = .systemOrange
        #expect(tabs.tabBar.itemViews[1].imageView.tintColor == .systemOrange)
        #expect(tabs.tabBar.itemViews[0].imageView.tintColor != .systemOrange, "the selected tab keeps the tint")
        tabs.viewControllers = [b]
        #expect(tabs.selectedViewController === b && a.parent == nil && tabs.tabBar.items?.count == 1)
        _ = window
    }

    @Test func theBarMinimizesWhileContentScrollsDownAndGrowsBackWhenItScrollsUp() {
        TestClock.start()
        defer { TestClock.stop() }
        let screen = ScrollingScreen(), other = UIViewController()
        let (window, tabs) = tabs([screen, other])
        tabs.tabBarMinimizeBehavior = .onScrollDown
        let accessoryContent = UILabel()
        accessoryContent.text = "Now playing"
        tabs.bottomAccessory = UITabAccessory(contentView: accessoryContent)
        window.layoutIfNeeded()
        let expanded = tabs.tabBar.frame
        let accessory = accessoryContent.superview!.superview!.frame
        #expect(isClose(accessory.maxY, expanded.minY - 8) && isClose(accessory.height, 48), "\(accessory)")
        #expect(isClose(screen.view.safeAreaInsets.bottom, 844 - accessory.minY), "the accessory is in the safe area")
        let top = -screen.scrollView.adjustedContentInset.top
        func scroll(to y: CGFloat) {
            screen.scrollView.contentOffset.y = y
            window.layoutIfNeeded()
            finishTransitions(in: window)
        }
        scroll(to: top + 10)
        #expect(!tabs.tabBar.isMinimized, "a little scroll is not enough")
        scroll(to: top + 200)
        #expect(tabs.tabBar.isMinimized)
        let minimized = tabs.tabBar.frame
        #expect(minimized.width < 60 && isClose(minimized.maxY, expanded.maxY), "\(minimized)")
        let beside = accessoryContent.superview!.superview!.frame
        #expect(isClose(beside.minY, minimized.minY) && beside.minX > minimized.maxX, "\(beside)")
        scroll(to: top + 400)
        scroll(to: top + 390)
        #expect(tabs.tabBar.isMinimized, "turning back a little keeps it small")
        scroll(to: top + 300)
        #expect(!tabs.tabBar.isMinimized)
        #expect(isClose(tabs.tabBar.frame.width, expanded.width))
        tabs.tabBarMinimizeBehavior = .never
        scroll(to: top + 1200)
        #expect(!tabs.tabBar.isMinimized)
    }

    @Test func aScreenPushedInATabIsWatchedForMinimizing() {
        TestClock.start()
        defer { TestClock.stop() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (window, tabs) = tabs([navigation, UIViewController()])
        tabs.tabBarMinimizeBehavior = .onScrollDown
        let pushed = ScrollingScreen()
        navigation.pushViewController(pushed, animated: true)
        finishTransitions(in: window)
        let top = -pushed.scrollView.adjustedContentInset.top
        for y in [top + 1, top + 300] {
            pushed.scrollView.contentOffset.y = y
            window.layoutIfNeeded()
        }
        finishTransitions(in: window)
        #expect(tabs.tabBar.isMinimized)
    }

    @Test func aTapOnTheMinimizedBarBringsTheTabsBack() {
        TestClock.start()
        defer { TestClock.stop() }
        let screen = ScrollingScreen()
        let (window, tabs) = tabs([screen, UIViewController()])
        tabs.tabBarMinimizeBehavior = .onScrollDown
        let top = -screen.scrollView.adjustedContentInset.top
        for y in [top + 1, top + 300] {
            screen.scrollView.contentOffset.y = y
            window.layoutIfNeeded()
        }
        finishTransitions(in: window)
        #expect(tabs.tabBar.isMinimized)
        window.tap(at: CGPoint(x: tabs.tabBar.frame.midX, y: tabs.tabBar.frame.midY))
        finishTransitions(in: window)
        #expect(!tabs.tabBar.isMinimized && tabs.selectedViewController === screen)
    }

    @Test func hidingTheBarGivesItsRoomBack() {
        let screen = UIViewController()
        let (window, tabs) = tabs([screen])
        tabs.setTabBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.isTabBarHidden && isClose(screen.view.safeAreaInsets.bottom, 34))
        tabs.isTabBarHidden = false
        window.layoutIfNeeded()
        #expect(screen.view.safeAreaInsets.bottom > 80)
    }

    @Test func glassIntensityIsAnExtensionClampedToTheUnitRange() {
        let (window, tabs) = tabs([UIViewController(), UIViewController()])
        tabs.tabBar.preferredGlassEffectIntensity = 3
        #expect(tabs.tabBar.preferredGlassEffectIntensity == 1)
        tabs.tabBar.preferredGlassEffectIntensity = .nan
        #expect(tabs.tabBar.preferredGlassEffectIntensity == 1)
        tabs.tabBar.preferredGlassEffectIntensity = 0
        #expect(tabs.tabBar.glassView.glassAttachment?.intensity == 0)
        _ = window
    }

    @Test func aStandaloneBarTellsItsDelegate() {
        @MainActor final class Listener: UITabBarDelegate {
            var picked: [Int] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { picked.append(item.tag) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let bar = UITabBar()
        bar.items = [UITabBarItem(tabBarSystemItem: .search, tag: 1), UITabBarItem(tabBarSystemItem: .downloads, tag: 2)]
        bar.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: bar.sizeThatFits(CGSize(width: 370, height: 100)))
        let listener = Listener()
        bar.delegate = listener
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let view = bar.itemViews[1]
        window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        #expect(listener.picked == [2] && bar.selectedItem?.tag == 2)
        bar.items = [UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        #expect(bar.selectedItem == nil, "an item no longer shown is not selected")
    }
}
