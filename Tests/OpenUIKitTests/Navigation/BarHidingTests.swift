import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Hiding bars", .manualClock)
struct BarHidingTests {
    private func advance(_ seconds: TimeInterval, _ window: UIWindow) {
        TestClock.advance(by: seconds)
        window.layoutIfNeeded()
    }

    @Test func theNavigationBarSlidesUpAndBackWhileTheSafeAreaFollows() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = presentationScene(navigation)
        #expect(isClose(screen.view.safeAreaInsets.top, 47 + 44))
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden, "hidden from the moment the hide begins")
        #expect(!navigation.navigationBar.isHidden, "but still showing as it slides out")
        #expect(isClose(screen.view.safeAreaInsets.top, 47), "the screen's safe area follows at once")
        advance(UINavigationController.hideShowBarDuration / 2, window)
        let halfway = try #require(navigation.navigationBar.layer.presentation()).frame.minY
        #expect(halfway < -5 && halfway > -(47 + 44) + 5, "on its way up: \(halfway)")
        finishTransitions(in: window)
        #expect(navigation.navigationBar.isHidden)
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        advance(0.05, window)
        #expect(try #require(navigation.navigationBar.layer.presentation()).frame.minY < -5, "coming down from above")
        finishTransitions(in: window)
        #expect(navigation.navigationBar.frame.minY == 0 && isClose(screen.view.safeAreaInsets.top, 47 + 44))
    }

    @Test func showingABarWhileItSlidesOutTurnsItBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let screen = UIViewController()
        screen.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        let window = presentationScene(navigation)
        let rest = navigation.toolbar.frame
        navigation.setToolbarHidden(true, animated: true)
        #expect(navigation.isToolbarHidden)
        advance(0.05, window)
        navigation.setToolbarHidden(false, animated: true)
        finishTransitions(in: window)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden && navigation.toolbar.frame == rest)
        navigation.setToolbarHidden(true, animated: true)
        finishTransitions(in: window)
        #expect(navigation.toolbar.isHidden && isClose(screen.view.safeAreaInsets.bottom, 34))
    }

    @Test func aPushedScreenThatHidesTheBottomBarHidesTheTabBarUntilItIsPopped() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = presentationScene(tabs)
        let barTop = tabs.tabBar.frame.minY
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(tabs.isTabBarHidden)
        finishTransitions(in: window)
        #expect(tabs.tabBar.isHidden && isClose(detail.view.safeAreaInsets.bottom, 34), "the detail screen gets the room")
        // Asking for the bar does not bring it back over a screen that hides it.
        tabs.setTabBarHidden(false, animated: false)
        #expect(tabs.isTabBarHidden)
        navigation.popViewController(animated: true)
        finishTransitions(in: window)
        #expect(!tabs.isTabBarHidden && !tabs.tabBar.isHidden && isClose(tabs.tabBar.frame.minY, barTop))
        #expect(isClose(list.view.safeAreaInsets.bottom, 844 - barTop))
        // A root screen's flag does not hide the bar: it was never pushed.
        list.hidesBottomBarWhenPushed = true
        navigation.setViewControllers([list], animated: false)
        #expect(!tabs.isTabBarHidden)
    }
}
