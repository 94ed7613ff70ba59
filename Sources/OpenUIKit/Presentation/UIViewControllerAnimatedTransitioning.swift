import Foundation

/// Animates a presentation or dismissal: adds the arriving view to the context's container,
/// animates, and calls `completeTransition(_:)` when done.
///
/// ```swift
/// final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///     func animateTransition(using context: UIViewControllerContextTransitioning) {
///         guard let card = context.view(forKey: .to) else { return context.completeTransition(false) }
///         card.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
///         card.alpha = 0
///         context.containerView.addSubview(card)
///         UIView.animate(withDuration: 0.3, animations: { card.alpha = 1 }) { _ in
///             context.completeTransition(!context.transitionWasCancelled)
///         }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition; call the context's `completeTransition(_:)` at its end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Told after the transition completed (or was abandoned).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
