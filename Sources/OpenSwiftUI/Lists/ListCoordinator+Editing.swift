import Foundation

extension ListCoordinator {
    /// A row's swipe actions: its own `swipeActions` for the edge, or on the trailing edge
    /// the Delete its `ForEach`'s `onDelete` allows.
    func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let traits = traits(at: indexPath) else { return nil }
        if let actions = leading ? traits.leadingSwipe : traits.trailingSwipe {
            return actions.configuration(in: environment)
        }
        guard !leading, let delete = deleteAction(at: indexPath, traits: traits) else { return nil }
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
            delete()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// What deleting the row runs, when its `ForEach` allows deleting it.
    private func deleteAction(at indexPath: IndexPath, traits: ListRowTraits) -> (() -> Void)? {
        guard !traits.deleteDisabled, let (editing, offset) = model.sections[indexPath.section].editing(at: indexPath.item),
              let onDelete = editing.onDelete
        else { return nil }
        return { onDelete(IndexSet(integer: offset)) }
    }

    /// Shows the row's badge, and the delete button and reorder handle its `ForEach`
    /// allows in edit mode.
    func showEditingAccessories(in cell: UICollectionViewListCell, at indexPath: IndexPath, traits: ListRowTraits) {
        let editing = model.sections[indexPath.section].editing(at: indexPath.item)?.editing
        var accessories: [UICellAccessory] = []
        if editing?.onDelete != nil, !traits.deleteDisabled { accessories.append(.delete()) }
        // A badge is a count at the trailing edge, before the reorder handle.
        if let badge = traits.badge { accessories.append(.label(text: badge)) }
        if editing?.onMove != nil, !traits.moveDisabled { accessories.append(.reorder()) }
        // Rows that never edit keep their accessories untouched (and cost nothing).
        guard !(accessories.isEmpty && cell.accessories.isEmpty) else { return }
        cell.accessories = accessories
    }

    nonisolated func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated {
            guard model.sections.indices.contains(indexPath.section), let traits = traits(at: indexPath) else { return false }
            return !traits.moveDisabled && model.sections[indexPath.section].editing(at: indexPath.item)?.editing.onMove != nil
        }
    }

    /// A row dragged by its handle: its `ForEach`'s `onMove` hears the offsets, as
    /// `move(fromOffsets:toOffset:)` takes them (past a later row, the offset after it).
    /// A row dropped among another `ForEach`'s rows stays where it was.
    nonisolated func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        MainActor.assumeIsolated {
            guard sourceIndexPath.section == destinationIndexPath.section, model.sections.indices.contains(sourceIndexPath.section) else { return }
            let section = model.sections[sourceIndexPath.section]
            guard let (moving, from) = section.editing(at: sourceIndexPath.item), let onMove = moving.onMove,
                  let (landing, to) = section.editing(at: destinationIndexPath.item), landing.group == moving.group, to != from
            else { return }
            onMove(IndexSet(integer: from), to > from ? to + 1 : to)
        }
    }
}
