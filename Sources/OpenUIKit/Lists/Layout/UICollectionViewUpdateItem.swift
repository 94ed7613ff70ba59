import Foundation

/// One insert, delete, reload or move of a batch update, as a layout's
/// `prepare(forCollectionViewUpdates:)` sees it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The item's path before the update (`nil` for inserts).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's path after the update (`nil` for deletes).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
