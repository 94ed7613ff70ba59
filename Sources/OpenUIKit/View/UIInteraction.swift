import Foundation

/// Behaviour added to a view with `addInteraction(_:)`: the view it is attached to, and
/// notice when that changes.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (`nil`: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view`.
    func didMove(to view: UIView?)
}
