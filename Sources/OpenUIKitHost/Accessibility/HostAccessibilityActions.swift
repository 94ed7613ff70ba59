import Foundation

/// What a bridge asks of the app on a screen reader's behalf. OpenUIKit implements it;
/// every call comes on the main actor.
@preconcurrency @MainActor
public protocol HostAccessibilityActions: AnyObject {
    /// Performs action `index` of node `id`; returns whether it did.
    func perform(action index: Int, on id: UInt64) -> Bool
    /// Sets node `id`'s numeric value (stepping towards it); returns whether it changed.
    func setValue(_ value: Double, on id: UInt64) -> Bool
    /// Moves keyboard focus to node `id`; returns whether it took it.
    func focus(_ id: UInt64) -> Bool
}
