import Foundation

/// What a transition coordinator tells the blocks it runs: how the transition goes.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether a gesture drives the transition now (the swipe back, or an interaction
    /// controller's).
    var isInteractive: Bool { get }
    /// Whether a gesture drove the transition from its start.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (never, in OpenUIKit).
    var isInterruptible: Bool { get }
    /// How far the transition is, 0…1, while a gesture drives it.
    var percentComplete: CGFloat { get }
    /// How fast the rest of the transition plays once the gesture lets go.
    var completionVelocity: CGFloat { get }
    /// The curve the rest of the transition follows once the gesture lets go.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes.
    var transitionDuration: TimeInterval { get }
    /// The style of the presentation, or `.none` for a navigation transition.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The transform the container takes (identity: no rotation).
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs your animations alongside a running transition (a push, a pop, a presentation), and
/// your code once it ends; ask a controller for its `transitionCoordinator` in
/// `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) {
///     super.viewWillAppear(animated)
///     transitionCoordinator?.animate(alongsideTransition: { _ in
///         self.header.alpha = 1
///     }, completion: nil)
/// }
/// ```
///
/// During the swipe back (or any transition a gesture drives) the animations follow the
/// finger; `notifyWhenInteractionChanges(_:)` tells when it lets go and whether the
/// transition completes or is cancelled.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in step with the transition and `completion` after it; returns
    /// whether they were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// The same, for animations of views outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the gesture driving the transition lets go (not at all for a
    /// transition no gesture drives); the context's `isCancelled` says how it ends.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
