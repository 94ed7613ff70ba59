import Foundation

/// The context a presentation hands a custom animator: its container, the presenting and
/// presented controllers, their frames, and the end of the transition.
@MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let presentation: UIPresentationController
    private let presenting: Bool
    private var completion: ((Bool) -> Void)?

    init(presentation: UIPresentationController, container: UIView, presenting: Bool, animated: Bool,
         completion: @escaping (Bool) -> Void) {
        self.presentation = presentation
        containerView = container
        self.presenting = presenting
        isAnimated = animated
        presentationStyle = presentation.presentationStyle
        self.completion = completion
    }

    var isInteractive: Bool { false }
    private(set) var transitionWasCancelled = false
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

    // A presentation's transition never follows a gesture (its transitioning delegate has
    // no interaction controllers yet), so there is no progress to report.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        transitionWasCancelled = !didComplete
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }
}
