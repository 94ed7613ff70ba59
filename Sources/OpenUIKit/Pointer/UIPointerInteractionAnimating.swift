import Foundation

/// Lets a pointer interaction's delegate animate alongside the pointer entering or
/// leaving a region.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Runs `animations` alongside the effect's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the effect's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}
