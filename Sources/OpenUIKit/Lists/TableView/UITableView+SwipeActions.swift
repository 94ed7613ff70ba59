import Foundation

extension UITableView {
    /// A cell's swipe actions as VoiceOver actions, as UIKit offers them: trailing ones
    /// first, each running its handler.
    func swipeAccessibilityActions(for cell: UITableViewCell) -> [UIAccessibilityCustomAction]? {
        guard let indexPath = indexPath(for: cell), let delegate = tableDelegate else { return nil }
        let configurations = [
            delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
            delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath),
        ]
        return UIContextualAction.accessibilityActions(for: configurations.flatMap { $0?.actions ?? [] }, in: cell)
    }
}
