import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Presenting over the current context", .manualClock)
struct ContextPresentationTests {
    /// A tab bar controller whose first tab is a navigation stack that defines the
    /// presentation context.
    private func scene(journal: JournalingViewController.Journal) -> (UIWindow, UITabBarController, UINavigationController, JournalingViewController) {
        let list = JournalingViewController("List", journal: journal)
        let navigation = UINavigationController(rootViewController: list)
        navigation.definesPresentationContext = true
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = presentationScene(tabs)
        return (window, tabs, navigation, list)
    }

    @Test func currentContextCoversTheContextControllersViewAndItDisappears() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let journal = JournalingViewController.Journal()
        let (window, tabs, navigation, list) = scene(journal: journal)
        let detail = JournalingViewController("Detail", journal: journal)
        detail.modalPresentationStyle = .currentContext
        journal.entries.removeAll()
        list.present(detail, animated: true)
        finishTransitions(in: window)
        #expect(detail.presentingViewController === navigation && navigation.presentedViewController === detail)
        let container = try #require(detail.view.superview)
        #expect(container.superview === navigation.view && container.frame == navigation.view.bounds, "inside the context's view")
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.window != nil, "the tab bar stays")
        #expect(journal.entries == ["Detail.willAppear", "Detail.didAppear"], "the list is the navigation controller's child: \(journal.entries)")
        // Switching tabs takes the presentation away with its context; coming back shows it.
        tabs.selectedIndex = 1
        #expect(detail.view.window == nil)
        tabs.selectedIndex = 0
        #expect(detail.view.window === window)
        navigation.dismiss(animated: true)
        finishTransitions(in: window)
        #expect(navigation.presentedViewController == nil && container.superview == nil)
    }

    @Test func overCurrentContextKeepsTheContentAndWithoutAContextTheRootPresents() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let journal = JournalingViewController.Journal()
        let (window, tabs, navigation, list) = scene(journal: journal)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        list.present(overlay, animated: false)
        #expect(overlay.presentingViewController === navigation && !navigation.navigationBar.isHidden)
        #expect(list.view.window === window, "the content underneath stays")
        navigation.dismiss(animated: false)
        navigation.definesPresentationContext = false
        let second = UIViewController()
        second.modalPresentationStyle = .currentContext
        list.present(second, animated: false)
        #expect(second.presentingViewController === tabs, "no controller defines a context: the root presents")
    }
}
