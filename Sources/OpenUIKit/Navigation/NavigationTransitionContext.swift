import Foundation

/// The context a navigation animator is handed: the container under the bars, the leaving
/// and arriving screens and their frames. When an interaction controller drives the
/// transition, its progress reports reach the transition's coordinator.
@MainActor
final class NavigationTransitionContext: AnimatedTransitionContext, TransitionBetweenControllers {
    let containerView: UIView
    let animator: UIViewControllerAnimatedTransitioning?
    private let from: UIViewController
    private let to: UIViewController
    private weak var coordinator: TransitionCoordinator?
    private var completion: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning,
         coordinator: TransitionCoordinator?, interactive: Bool, completion: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.animator = animator
        self.coordinator = coordinator
        isInteractive = interactive
        self.completion = completion
    }

    var isAnimated: Bool { true }
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    var fromController: UIViewController? { from }
    var toController: UIViewController? { to }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === from ? containerView.bounds : .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        viewController === to ? containerView.bounds : .zero
    }

    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator?.update(percentComplete)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    /// The gesture let go: the rest plays at the animator's pace, as UIKit's does.
    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        guard let coordinator else { return }
        let remaining = cancelled ? coordinator.percentComplete : 1 - coordinator.percentComplete
        coordinator.endInteraction(cancelled: cancelled, over: coordinator.transitionDuration * Double(remaining))
    }
}
