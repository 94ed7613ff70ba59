import Foundation

/// Names the controllers of a transition: the one leaving and the one arriving.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller the transition leaves (the presenting one when presenting).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition arrives at (the presented one when presenting).
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed: the container to work in, the controllers and views that
/// leave and arrive and where they go, and the call that ends the transition.
///
/// An interactive transition (one a navigation delegate's interaction controller drives)
/// reports its progress through the interactive members; the transition's coordinator
/// passes it on.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition follows a gesture now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation being made or undone.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform the container takes during the transition (identity: no rotation).
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving or arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; `nil` for a view that stays where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `viewController`'s view starts, or `.zero` when it is not on screen yet.
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// Where `viewController`'s view ends, or `.zero` when it leaves the screen.
    func finalFrame(for viewController: UIViewController) -> CGRect
    /// Ends the transition; pass whether it completed.
    func completeTransition(_ didComplete: Bool)
    /// Reports how far (0…1) an interactive transition is.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the gesture let go and the transition plays on to its end.
    func finishInteractiveTransition()
    /// Reports that the gesture let go and the transition plays back to its start.
    func cancelInteractiveTransition()
    /// Reports that a playing transition stopped for a gesture to take it over.
    func pauseInteractiveTransition()
}
