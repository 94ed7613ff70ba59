import Foundation

extension UICollectionView {
    /// A row's swipe actions for one edge, from its section's list configuration.
    func swipeActionsConfiguration(for indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let list = layout.listConfiguration(inSection: indexPath.section)
        else { return nil }
        let provider = leading ? list.leadingSwipeActionsConfigurationProvider : list.trailingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }

    /// A cell's swipe actions as VoiceOver actions, as UIKit offers them: trailing ones
    /// first, each running its handler.
    func swipeAccessibilityActions(for cell: UICollectionViewCell) -> [UIAccessibilityCustomAction]? {
        guard let indexPath = indexPath(for: cell) else { return nil }
        let actions = [false, true].flatMap { swipeActionsConfiguration(for: indexPath, leading: $0)?.actions ?? [] }
        return UIContextualAction.accessibilityActions(for: actions, in: cell)
    }
}
