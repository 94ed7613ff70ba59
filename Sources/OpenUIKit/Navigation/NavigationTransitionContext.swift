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
    private let interaction: TransitionInteraction
    private var completion: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, animator: UIViewControllerAnimatedTransitioning,
         coordinator: TransitionCoordinator?, interactive: Bool, completion: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.animator = animator
        interaction = TransitionInteraction(coordinator: coordinator, interactive: interactive)
        self.completion = completion
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { interaction.isInteractive }
    var transitionWasCancelled: Bool { completedAsCancelled || interaction.wasCancelled }
    private var completedAsCancelled = false
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
        completedAsCancelled = !didComplete
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { interaction.update(percentComplete) }
    func finishInteractiveTransition() { interaction.end(cancelled: false) }
    func cancelInteractiveTransition() { interaction.end(cancelled: true) }
    func pauseInteractiveTransition() { interaction.pause() }
}
