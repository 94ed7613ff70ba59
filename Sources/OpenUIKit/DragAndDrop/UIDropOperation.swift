import Foundation

/// What a drop would do with the dragged items, as a drop target proposes it.
public enum UIDropOperation: UInt, Sendable {
    /// Nothing: the target does not take the drop (the drag flies back when released).
    case cancel = 0
    /// The target would take this kind of content, but not now.
    case forbidden = 1
    /// The target copies the items.
    case copy = 2
    /// The target moves the items; only within the app that started the drag, and only
    /// when its session allows moving (otherwise the drop copies).
    case move = 3
}
