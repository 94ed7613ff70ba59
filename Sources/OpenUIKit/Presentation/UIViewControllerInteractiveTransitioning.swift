import Foundation

/// Drives a transition from a gesture: a navigation delegate's
/// `navigationController(_:interactionControllerFor:)` returns one, and the transition
/// starts by calling ``startInteractiveTransition(_:)`` instead of running its animator on
/// its own. The object then reports progress to the context
/// (`updateInteractiveTransition(_:)`) and ends it with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()` and `completeTransition(_:)`.
///
/// Most apps use ``UIPercentDrivenInteractiveTransition``, which scrubs the animator's
/// animations for them.
///
/// Differs from UIKit: the optional members are requirements with defaults (1, ease in and
/// out, and `true`), as Swift protocols have no optional members outside Objective-C.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Begins the transition in `transitionContext`.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition plays once the gesture lets go (1: at the
    /// animator's own pace).
    var completionSpeed: CGFloat { get }
    /// The curve the rest of the transition follows once the gesture lets go.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts following the gesture (`false`: it starts playing
    /// and a gesture may catch it later).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
