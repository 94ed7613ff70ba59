import Foundation

/// A context that knows the animator it was made for, so that a percent-driven
/// interaction controller can run it.
@MainActor
protocol AnimatedTransitionContext: UIViewControllerContextTransitioning {
    var animator: UIViewControllerAnimatedTransitioning? { get }
}

extension AnimatedTransitionContext {
    /// Runs the animator in this context, or hands the transition to `interaction` to
    /// drive. Returns the call that ends the transition at once, where it is headed, when
    /// a new transition interrupts it.
    func start(drivenBy interaction: UIViewControllerInteractiveTransitioning?) -> () -> Void {
        if let interaction {
            interaction.startInteractiveTransition(self)
        } else {
            animator?.animateTransition(using: self)
        }
        // The interrupting call keeps the context until the transition ends.
        return { [weak interaction] in
            (interaction as? UIPercentDrivenInteractiveTransition)?.endNow()
            self.completeTransition(!self.transitionWasCancelled)
        }
    }
}
