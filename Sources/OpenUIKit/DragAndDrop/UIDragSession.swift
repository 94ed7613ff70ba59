import Foundation

/// The drag side of a drag in progress, as the drag interaction's delegate sees it.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the app wants to keep with the drag; drops in the same app read it
    /// through their session's `localDragSession`.
    var localContext: Any? { get set }
}
