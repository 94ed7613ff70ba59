import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A fade that journals what its context hands it.
@MainActor
private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var journal: [String] = []
    var completesAs = true
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        journal.append("animate \(context.isAnimated) \(context.isInteractive)")
        if presenting {
            guard let card = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
            card.frame = context.finalFrame(for: controller)
            card.alpha = 0
            context.containerView.addSubview(card)
            UIView.animate(withDuration: 0.3, animations: { card.alpha = 1 }) { _ in context.completeTransition(self.completesAs && !context.transitionWasCancelled) }
        } else {
            let card = context.view(forKey: .from)
            UIView.animate(withDuration: 0.3, animations: { card?.alpha = 0 }) { _ in context.completeTransition(self.completesAs && !context.transitionWasCancelled) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { journal.append("ended \(transitionCompleted)") }
}

/// A presentation controller that dims behind a card inset from the container's edges.
@MainActor
private final class InsetCardPresentation: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds.insetBy(dx: 20, dy: 100) ?? .zero }
    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.addSubview(dimming)
    }
}

@MainActor
private final class Transitions: UIViewControllerTransitioningDelegate {
    let present = FadeAnimator(presenting: true), dismiss = FadeAnimator(presenting: false)
    /// Drives the dismissal when set, as a swipe-down would.
    var dismissal: UIPercentDrivenInteractiveTransition?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        dismissal
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        InsetCardPresentation(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite("Custom transitions", .manualClock)
struct CustomTransitionTests {
    @Test func aTransitioningDelegatesAnimatorsAndPresentationControllerShapeTheCustomStyle() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController()
        let window = presentationScene(root)
        let card = UIViewController()
        card.view.backgroundColor = .systemBackground
        card.modalPresentationStyle = .custom
        let transitions = Transitions()
        card.transitioningDelegate = transitions
        root.present(card, animated: true)
        let presentation = try #require(card.presentationController as? InsetCardPresentation)
        #expect(presentation.dimming.superview === presentation.containerView, "the custom controller set up its chrome")
        #expect(card.view.superview === presentation.containerView && card.view.frame == CGRect(x: 20, y: 100, width: 350, height: 644))
        TestClock.advance(by: 0.15)
        let midway = try #require(card.view.layer.presentation()).opacity
        #expect(midway > 0.05 && midway < 0.95, "the animator fades the card in: \(midway)")
        finishTransitions(in: window)
        #expect(transitions.present.journal == ["animate true false", "ended true"])
        #expect(root.presentedViewController === card)
        root.dismiss(animated: true)
        finishTransitions(in: window)
        #expect(transitions.dismiss.journal == ["animate true false", "ended true"])
        #expect(root.presentedViewController == nil && card.view.window == nil)
    }

    /// A card presented over full screen through `transitions`, its presentation finished.
    private func presentedCard(_ transitions: Transitions) -> (UIWindow, UIViewController, UIViewController) {
        let root = UIViewController()
        let window = presentationScene(root)
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = transitions
        root.present(card, animated: true)
        finishTransitions(in: window)
        return (window, root, card)
    }

    @Test func aCancelledDismissalKeepsThePresentation() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let transitions = Transitions()
        transitions.dismiss.completesAs = false
        let (window, root, card) = presentedCard(transitions)
        #expect(card.presentationController.map { type(of: $0) == UIPresentationController.self } == true, "only .custom asks for a controller")
        root.dismiss(animated: true)
        finishTransitions(in: window)
        #expect(root.presentedViewController === card && card.view.window === window)
        #expect(transitions.dismiss.journal == ["animate true false", "ended false"])
    }

    @Test func anInteractionControllerDrivesADismissalBackAndThenThrough() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let transitions = Transitions()
        let (window, root, card) = presentedCard(transitions)
        let swipe = UIPercentDrivenInteractiveTransition()
        transitions.dismissal = swipe
        root.dismiss(animated: true)
        #expect(transitions.dismiss.journal == ["animate true true"], "the context says a gesture drives it")
        let coordinator = try #require(card.transitionCoordinator)
        #expect(coordinator.isInteractive)
        swipe.update(0.5)
        TestClock.advance(by: 0.02)
        let half = try #require(card.view.layer.presentation()).opacity
        #expect(half > 0.2 && half < 0.8, "\(half)")
        swipe.cancel()
        finishTransitions(in: window)
        #expect(root.presentedViewController === card && card.view.window === window, "cancelled, the card stays")
        #expect(card.view.alpha == 1 && card.view.layer.presentation()?.opacity == 1)
        #expect(transitions.dismiss.journal == ["animate true true", "ended false"])

        let second = UIPercentDrivenInteractiveTransition()
        second.completionSpeed = 2
        transitions.dismissal = second
        root.dismiss(animated: true)
        second.update(0.3)
        second.finish()
        finishTransitions(in: window)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(transitions.dismiss.journal.suffix(2) == ["animate true true", "ended true"])
    }
}
