import Foundation

/// What a transition coordinator tells the blocks it runs: how the transition goes.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition follows a gesture (never, in OpenUIKit).
    var isInteractive: Bool { get }
    /// Whether the transition began following a gesture (never, in OpenUIKit).
    var initiallyInteractive: Bool { get }
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
/// Differs from UIKit: transitions are never interactive, so `notifyWhenInteractionChanges(_:)`
/// is not there.
@MainActor
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
}
