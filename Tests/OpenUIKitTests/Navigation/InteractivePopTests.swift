import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Interactive pop", .manualClock)
struct InteractivePopTests {
    private func scene() -> (UIWindow, UINavigationController, JournalingViewController, JournalingViewController, JournalingViewController.Journal) {
        let journal = JournalingViewController.Journal()
        let root = JournalingViewController("Root", journal: journal)
        let detail = JournalingViewController("Detail", journal: journal)
        let navigation = UINavigationController(rootViewController: root)
        let window = presentationScene(navigation)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        journal.entries = []
        return (window, navigation, root, detail, journal)
    }

    /// Drags from `start` by `distance` points in `steps` moves, a frame apart.
    private func drag(in window: UIWindow, from start: CGPoint, by distance: CGFloat, steps: Int = 10, lift: Bool = true) {
        window.touchDown(at: start)
        for step in 1...steps {
            TestClock.advance(by: 1.0 / 60)
            window.touchMove(to: CGPoint(x: start.x + distance * CGFloat(step) / CGFloat(steps), y: start.y))
        }
        if lift { window.touchUp(at: CGPoint(x: start.x + distance, y: start.y)) }
    }

    @Test func aSwipeFromTheLeadingEdgePopsInUIKitsOrder() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, root, detail, journal) = scene()
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 150, lift: false)
        #expect(isClose(detail.view.frame.minX, 150), "the top screen follows the finger: \(detail.view.frame)")
        #expect(root.view.superview != nil && root.view.frame.minX < 0 && root.view.frame.minX > -117, "the screen below comes in after it")
        #expect(navigation.navigationBar.topItem === root.navigationItem, "the bar shows the screen below from the start")
        #expect(journal.entries == ["Detail.willDisappear", "Root.willAppear"])
        window.touchMove(to: CGPoint(x: 260, y: 400))
        TestClock.advance(by: 0.2)
        window.touchUp(at: CGPoint(x: 260, y: 400))
        finishTransitions(in: window)
        #expect(navigation.viewControllers == [root], "past halfway the pop completes")
        #expect(detail.view.superview == nil && root.view.frame.minX == 0)
        #expect(journal.entries == ["Detail.willDisappear", "Root.willAppear", "Detail.didDisappear", "Root.didAppear", "Detail.didMove(nil)"])
    }

    @Test func aShortSwipeSpringsBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, root, detail, journal) = scene()
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 80, steps: 8, lift: false)
        TestClock.advance(by: 0.3)
        window.touchMove(to: CGPoint(x: 85, y: 400))
        TestClock.advance(by: 0.1)
        window.touchUp(at: CGPoint(x: 85, y: 400))
        finishTransitions(in: window)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail, "under halfway the pop is abandoned")
        #expect(detail.view.frame.minX == 0 && root.view.superview == nil)
        #expect(navigation.navigationBar.topItem === detail.navigationItem, "the bar returns")
        #expect(journal.entries.suffix(2) == ["Root.didDisappear", "Detail.didAppear"], "\(journal.entries)")
    }

    @Test func swipesAwayFromTheEdgeAtTheRootOrWhenDisabledDoNothing() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, _, detail, _) = scene()
        drag(in: window, from: CGPoint(x: 120, y: 400), by: 200)
        finishTransitions(in: window)
        #expect(navigation.viewControllers.count == 2, "a drag that starts away from the edge is not a swipe back")
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 300)
        finishTransitions(in: window)
        #expect(navigation.viewControllers.count == 2, "disabled, the swipe does nothing")
        navigation.interactivePopGestureRecognizer?.isEnabled = true
        detail.navigationItem.hidesBackButton = true
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 300)
        finishTransitions(in: window)
        #expect(navigation.viewControllers.count == 2, "without a back button there is no swipe back")
        detail.navigationItem.hidesBackButton = false
        navigation.popViewController(animated: false)
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 300)
        finishTransitions(in: window)
        #expect(navigation.viewControllers.count == 1, "nothing to return to at the root")
    }

    @Test func aPushDuringASwipeAbandonsItFirst() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, root, detail, _) = scene()
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 100, lift: false)
        let third = UIViewController()
        navigation.pushViewController(third, animated: false)
        window.touchUp(at: CGPoint(x: 105, y: 400))
        finishTransitions(in: window)
        #expect(navigation.viewControllers == [root, detail, third])
        #expect(third.view.superview != nil && root.view.superview == nil && detail.view.superview == nil)
    }

    @Test func theBarAndAlongsideAnimationsFollowTheFingerAndReportTheLetGo() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, _, detail, _) = scene()
        let badge = UIView(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        navigation.view.addSubview(badge)
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 100, lift: false)
        let coordinator = try #require(detail.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        #expect(coordinator.percentComplete > 0.2 && coordinator.percentComplete < 0.3, "\(coordinator.percentComplete)")
        var letGo: [Bool] = []
        coordinator.notifyWhenInteractionChanges { letGo.append($0.isCancelled) }
        var ended: [Bool] = []
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { ended.append($0.isCancelled) })
        TestClock.advance(by: 0.5)
        let early = try #require(badge.layer.presentation()).opacity
        #expect(early > 0.05 && early < 0.95, "held where the finger is, however long it waits: \(early)")
        let title = navigation.navigationBar.titleLabel
        let titleEarly = try #require(title.layer.presentation()).opacity
        #expect(titleEarly > 0.05 && titleEarly < 0.95, "the arriving title is part way in: \(titleEarly)")
        window.touchMove(to: CGPoint(x: 250, y: 400))
        TestClock.advance(by: 1.0 / 60)
        let later = try #require(badge.layer.presentation()).opacity
        #expect(later < early, "further with the finger")
        #expect((title.layer.presentation()?.opacity ?? 0) > titleEarly)
        window.touchUp(at: CGPoint(x: 250, y: 400))
        #expect(letGo == [false] && !coordinator.isInteractive)
        finishTransitions(in: window)
        #expect(ended == [false] && badge.alpha == 0 && badge.layer.presentation()?.opacity == 0)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func anAbandonedSwipePutsTheBarAndAlongsideAnimationsBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, root, detail, _) = scene()
        let badge = UIView(frame: CGRect(x: 0, y: 300, width: 40, height: 40))
        navigation.view.addSubview(badge)
        drag(in: window, from: CGPoint(x: 5, y: 400), by: 120, lift: false)
        let coordinator = try #require(detail.transitionCoordinator)
        var letGo: [Bool] = []
        coordinator.notifyWhenInteractionChanges { letGo.append($0.isCancelled) }
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        TestClock.advance(by: 0.3)
        window.touchMove(to: CGPoint(x: 125, y: 400))
        TestClock.advance(by: 0.1)
        window.touchUp(at: CGPoint(x: 125, y: 400))
        #expect(letGo == [true])
        finishTransitions(in: window)
        #expect(badge.alpha == 1 && badge.layer.presentation()?.opacity ?? 0 == 1, "back where it was")
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.text == detail.title && bar.titleLabel.alpha == 1 && bar.backButton != nil)
        #expect(root.view.superview == nil)
    }
}
