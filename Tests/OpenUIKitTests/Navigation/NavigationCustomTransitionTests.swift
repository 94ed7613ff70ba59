import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Cross-fades the arriving screen in over the leaving one.
@MainActor
private final class CrossFade: UIViewControllerAnimatedTransitioning {
    var operations: [String] = []
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return }
        toView.frame = context.finalFrame(for: to)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
    func animationEnded(_ transitionCompleted: Bool) { operations.append("ended \(transitionCompleted)") }
}

@MainActor
private final class FadingNavigation: UINavigationControllerDelegate {
    let animator = CrossFade()
    var asked: [UINavigationController.Operation] = []
    /// Handed out as the interaction controller when set: a gesture drives the fade.
    var interaction: UIPercentDrivenInteractiveTransition?
    var shown: [UIViewController] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append(operation)
        return animator
    }
}

@MainActor
@Suite("Navigation with a custom animator", .manualClock)
struct NavigationCustomTransitionTests {
    @Test func theDelegatesAnimatorMovesPushesAndPopsUnderTheBar() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let list = UIViewController()
        list.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: list)
        let delegate = FadingNavigation()
        navigation.delegate = delegate
        let window = presentationScene(navigation)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        navigation.pushViewController(detail, animated: true)
        let container = try #require(detail.view.superview)
        #expect(container !== navigation.view && container.superview === navigation.view, "both screens sit in a container")
        #expect(navigation.view.subviews.firstIndex { $0 === container }! < navigation.view.subviews.firstIndex { $0 === navigation.navigationBar }!,
                "under the bar")
        TestClock.advance(by: 0.15)
        let alpha = try #require(detail.view.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95, "the animator fades the screen in: \(alpha)")
        finishTransitions(in: window)
        #expect(detail.view.superview === navigation.view && container.superview == nil && list.viewIfLoaded?.window == nil)
        #expect(navigation.topViewController === detail)
        navigation.popViewController(animated: true)
        finishTransitions(in: window)
        #expect(navigation.topViewController === list && list.view.superview === navigation.view)
        #expect(delegate.asked == [.push, .pop] && delegate.animator.operations == ["ended true", "ended true"])
    }

    private func interactiveScene() -> (UIWindow, UINavigationController, FadingNavigation, UIViewController, UIViewController) {
        let list = UIViewController()
        list.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: list)
        let delegate = FadingNavigation()
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        let window = presentationScene(navigation)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        return (window, navigation, delegate, list, detail)
    }

    /// Pushes `detail` animated, the delegate's interaction controller driving the push.
    private func push(_ detail: UIViewController, on navigation: UINavigationController, drivenBy delegate: FadingNavigation) throws
        -> (UIPercentDrivenInteractiveTransition, UIViewControllerTransitionCoordinator) {
        let interaction = try #require(delegate.interaction)
        navigation.pushViewController(detail, animated: true)
        return (interaction, try #require(detail.transitionCoordinator))
    }

    @Test func anInteractionControllerScrubsTheAnimatorAndFinishes() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, delegate, list, detail) = interactiveScene()
        let (interaction, coordinator) = try push(detail, on: navigation, drivenBy: delegate)
        var letGo: [Bool] = []
        coordinator.notifyWhenInteractionChanges { letGo.append($0.isCancelled) }
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
        TestClock.advance(by: 1)
        #expect(detail.view.layer.presentation()?.opacity ?? 1 < 0.01, "held at the start while nothing drives it")
        interaction.update(0.5)
        TestClock.advance(by: 0.05)
        let half = try #require(detail.view.layer.presentation()).opacity
        #expect(half > 0.2 && half < 0.8, "scrubbed halfway: \(half)")
        #expect(isClose(coordinator.percentComplete, 0.5) && isClose(interaction.percentComplete, 0.5))
        #expect(navigation.topViewController === detail && delegate.shown.isEmpty)
        interaction.finish()
        #expect(letGo == [false] && !coordinator.isInteractive)
        TestClock.advance(by: 0.05)
        let later = try #require(detail.view.layer.presentation()).opacity
        #expect(later > half, "plays on from where the finger left it")
        finishTransitions(in: window)
        #expect(detail.view.layer.presentation()?.opacity == 1 && detail.view.alpha == 1)
        #expect(detail.view.superview === navigation.view && list.viewIfLoaded?.superview == nil)
        #expect(delegate.shown == [detail] && delegate.animator.operations == ["ended true"])
    }

    @Test func aCancelledInteractiveTransitionLeavesTheStackAsItWas() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, delegate, list, detail) = interactiveScene()
        let (interaction, coordinator) = try push(detail, on: navigation, drivenBy: delegate)
        var completed: [Bool] = []
        coordinator.animate(alongsideTransition: nil) { completed.append($0.isCancelled) }
        interaction.update(0.6)
        interaction.cancel()
        TestClock.advance(by: 0.05)
        let fading = try #require(detail.view.layer.presentation()).opacity
        #expect(fading < 0.6 && fading > 0, "plays back towards the start: \(fading)")
        finishTransitions(in: window)
        #expect(navigation.viewControllers == [list] && navigation.topViewController === list)
        #expect(navigation.navigationBar.topItem === list.navigationItem)
        #expect(detail.parent == nil && detail.viewIfLoaded?.superview == nil)
        #expect(list.view.superview === navigation.view && list.view.frame == navigation.view.bounds)
        #expect(detail.view.alpha == 0, "the animator's views take back the values they had before its blocks")
        #expect(completed == [true] && delegate.shown.isEmpty && delegate.animator.operations == ["ended false"])
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.viewControllers == [list, detail], "the stack works on afterwards")
    }

    @Test func badProgressIsClampedNotFatal() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, delegate, _, detail) = interactiveScene()
        let interaction = try #require(delegate.interaction)
        interaction.completionSpeed = -3
        navigation.pushViewController(detail, animated: true)
        interaction.update(.nan)
        #expect(interaction.percentComplete == 0, "NaN is ignored")
        interaction.update(7)
        #expect(interaction.percentComplete == 1, "clamped to the end")
        interaction.update(-.infinity)
        #expect(interaction.percentComplete == 0, "and to the start")
        interaction.update(0.4)
        interaction.finish()
        interaction.finish()
        finishTransitions(in: window)
        #expect(navigation.topViewController === detail && delegate.animator.operations == ["ended true"], "a bad speed plays at 1, once")
    }
}

