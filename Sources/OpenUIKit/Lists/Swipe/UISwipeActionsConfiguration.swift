import Foundation

/// The actions a swipe across a list row shows, first action outermost.
///
/// A list layout's `leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider`, and a table view delegate's
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, return one for a row;
/// `nil` or no actions leaves the row still.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first one at the row's edge.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
