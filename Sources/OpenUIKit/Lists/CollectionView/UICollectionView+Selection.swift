import Foundation

extension UICollectionView {
    /// The selected items, in the order they were selected (`nil` when none).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects an item without asking the delegate, and scrolls to it when a position is given.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedItems { deselectItem(at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if selectedItemSet.insert(indexPath).inserted { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedItemSet.remove(indexPath) != nil else { return }
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Touches

    /// The item under a touch, in content coordinates.
    private func item(under touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return indexPathForItem(at: touch.location(in: self))
    }

    func itemTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, !swipeActions.touchOnlyCloses, let indexPath = item(under: touches) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        touchedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func itemTouchMoved(_ touches: Set<UITouch>) {
        guard let touchedItem else { return }
        cellForItem(at: touchedItem)?.isHighlighted = item(under: touches) == touchedItem
    }

    func itemTouchEnded(_ touches: Set<UITouch>) {
        guard let indexPath = touchedItem else { return }
        endHighlight()
        guard item(under: touches) == indexPath else { return }
        userTapped(indexPath)
    }

    func endHighlight() {
        guard let indexPath = touchedItem else { return }
        touchedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap selects (or, when several may be selected and it is, deselects) the item,
    /// asking the delegate first, as UIKit does.
    private func userTapped(_ indexPath: IndexPath) {
        if selectedItemSet.contains(indexPath) {
            guard allowsMultipleSelection else { return }
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            deselectItem(at: indexPath, animated: true)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for selected in selectedItems {
                deselectItem(at: selected, animated: true)
                collectionDelegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: true, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }
}
