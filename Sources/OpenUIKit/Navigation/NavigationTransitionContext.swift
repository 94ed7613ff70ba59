import Foundation

/// The context a navigation animator is handed: the container under the bars, the leaving
/// and arriving screens and their frames.
@MainActor
final class NavigationTransitionContext: UIViewControllerContextTransitioning, TransitionBetweenControllers {
    let containerView: UIView
    private let from: UIViewController
    private let to: UIViewController
    private var completion: ((Bool) -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, completion: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.completion = completion
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
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
}
