import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Bar items morphing between screens", .serialized, .manualClock)
struct ItemMorphTests {
    private func scene() -> (UIWindow, UINavigationController, UIViewController) {
        let list = UIViewController()
        list.title = "Plants"
        list.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .search)]
        let navigation = UINavigationController(rootViewController: list)
        let window = presentationScene(navigation)
        let detail = UIViewController()
        detail.title = "Fern"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .trash)
        return (window, navigation, detail)
    }

    private func trailingGroups(_ bar: UINavigationBar) -> [BarItemGroupView] {
        bar.groupViews.filter { $0.edge == .trailing }
    }

    @Test func aPushMorphsTheTrailingGlassIntoTheNewItemsAndCrossFadesTheTitles() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, detail) = scene()
        let bar = navigation.navigationBar
        let before = try #require(trailingGroups(bar).first).frame
        #expect(isClose(before.width, 88), "two items share one capsule")
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        let after = try #require(trailingGroups(bar).first)
        #expect(isClose(after.frame.width, 44) && isClose(after.frame.maxX, before.maxX))
        #expect(bar.departingViews.contains { $0 is BarItemGroupView }, "the old group stays to fade out")
        TestClock.advance(by: 0.1)
        let moving = try #require(after.layer.presentation()).frame
        #expect(moving.width > 44 + 1 && moving.width < 88 - 1, "the glass narrows from the old capsule: \(moving)")
        let fading = try #require(bar.departingViews.first { $0 is BarItemGroupView }?.layer.presentation()).opacity
        #expect(fading > 0.01 && fading < 0.99, "the old capsule fades: \(fading)")
        let title = try #require(bar.titleLabel.layer.presentation()).opacity
        #expect(title > 0.01 && title < 0.99, "the new title fades in: \(title)")
        #expect(bar.backButton != nil, "the back button arrives (fading in)")
        finishTransitions(in: window)
        #expect(bar.departingViews.isEmpty)
        #expect(!bar.subviews.contains { view in view is BarItemGroupView && !bar.groupViews.contains { $0 === view } }, "the old groups are gone")
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.text == "Fern")
    }

    @Test func withoutAnimationOrWithReduceMotionTheItemsSwitchAtOnce() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, detail) = scene()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.departingViews.isEmpty)
        UIAccessibility.setSimulatedSettings(.init(isReduceMotionEnabled: true))
        defer { UIAccessibility.setSimulatedSettings(.init()) }
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.departingViews.isEmpty)
        finishTransitions(in: window)
    }

    @Test func aSecondChangeDuringAMorphEndsTheFirst() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, detail) = scene()
        navigation.pushViewController(detail, animated: true)
        window.layoutIfNeeded()
        TestClock.advance(by: 0.05)
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        finishTransitions(in: window)
        let bar = navigation.navigationBar
        #expect(bar.departingViews.isEmpty && bar.backButton == nil)
        #expect(bar.subviews.filter { $0 is BarItemGroupView }.count == 1 && bar.titleLabel.text == "Plants")
    }
}
