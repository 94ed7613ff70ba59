import Foundation

/// Supplies the objects that shape a presentation of your own: the animators that present
/// and dismiss a controller, and (for `.custom`) its presentation controller.
///
/// ```swift
/// final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
///     func animationController(forPresented presented: UIViewController, presenting: UIViewController,
///                              source: UIViewController) -> UIViewControllerAnimatedTransitioning? { CardAnimator(presenting: true) }
///     func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
///         CardAnimator(presenting: false)
///     }
/// }
/// card.modalPresentationStyle = .custom
/// card.transitioningDelegate = transitions
/// ```
///
/// An interaction controller (``UIPercentDrivenInteractiveTransition``) can drive a
/// custom animator's presentation or dismissal from a gesture.
///
/// Differs from UIKit: animators apply to the covering styles (full screen, over full screen, current context, custom), not to
/// sheets and popovers (see `Docs/Remaining.md`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`, or `nil` for the style's own motion.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator that dismisses `dismissed`, or `nil` for the style's own motion.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The presentation controller of a `.custom` presentation, or `nil` for the default.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// The object that drives `animator`'s presentation from a gesture, or `nil` for a
    /// presentation that plays on its own.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The object that drives `animator`'s dismissal from a gesture (a swipe down, say),
    /// or `nil` for a dismissal that plays on its own.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
    public func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
