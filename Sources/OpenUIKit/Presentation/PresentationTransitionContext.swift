import Foundation

/// The context a presentation hands a custom animator: its container, the presenting and
/// presented controllers, their frames, and the end of the transition. When an
/// interaction controller drives the transition, its progress reports reach the
/// transition's coordinator.
@MainActor
final class PresentationTransitionContext: AnimatedTransitionContext {
    let containerView: UIView
    let animator: UIViewControllerAnimatedTransitioning?
    private let interaction: TransitionInteraction
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let presentation: UIPresentationController
    private let presenting: Bool
    private var completion: ((Bool) -> Void)?

    init(presentation: UIPresentationController, container: UIView, presenting: Bool, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning, coordinator: TransitionCoordinator?, interactive: Bool,
         completion: @escaping (Bool) -> Void) {
        self.presentation = presentation
        self.animator = animator
        interaction = TransitionInteraction(coordinator: coordinator, interactive: interactive)
        containerView = container
        self.presenting = presenting
        isAnimated = animated
        presentationStyle = presentation.presentationStyle
        self.completion = completion
    }

    var isInteractive: Bool { interaction.isInteractive }
    var transitionWasCancelled: Bool { completedAsCancelled || interaction.wasCancelled }
    private var completedAsCancelled = false
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let presented = presentation.presentedViewController, presentingController = presentation.presentingViewController
        switch key {
        case .from: return presenting ? presentingController : presented
        case .to: return presenting ? presented : presentingController
        default: return nil
        }
    }

    /// The presented controller's view arrives or leaves; the presenting one's view stays
    /// where it is for the covering-over styles, as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedView = presentation.presentedViewController.view
        let presentingView = presentation.shouldRemovePresentersView ? presentation.presentingViewController.viewIfLoaded : nil
        switch key {
        case .from: return presenting ? presentingView : presentedView
        case .to: return presenting ? presentedView : presentingView
        default: return nil
        }
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        if viewController === presentation.presentedViewController { return presenting ? .zero : presentation.frameOfPresentedViewInContainerView }
        return viewController.viewIfLoaded.map { containerView.convert($0.bounds, from: $0) } ?? .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        if viewController === presentation.presentedViewController { return presenting ? presentation.frameOfPresentedViewInContainerView : .zero }
        return viewController.viewIfLoaded.map { containerView.convert($0.bounds, from: $0) } ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { interaction.update(percentComplete) }
    func finishInteractiveTransition() { interaction.end(cancelled: false) }
    func cancelInteractiveTransition() { interaction.end(cancelled: true) }
    func pauseInteractiveTransition() { interaction.pause() }

    func completeTransition(_ didComplete: Bool) {
        completedAsCancelled = !didComplete
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }
}
