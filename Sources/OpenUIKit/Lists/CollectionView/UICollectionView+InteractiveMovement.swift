import Foundation

extension UICollectionView {
    /// Starts moving an item by a drag (a reorder handle calls it). Returns `false` when
    /// the data source says the item cannot move or a move is already under way.
    ///
    /// Differs from UIKit: an item moves within its own section.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValid(indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false,
              let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
        else { return false }
        swipeActions.close(animated: false)
        interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath, sourceFrame: frame)
        return true
    }

    /// Moves the dragged item's middle to follow `targetPosition` (in the collection
    /// view's content) and makes room where it would land.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.y.isFinite else { return }
        let grab = movement.grab ?? (targetPosition.y - movement.sourceFrame.midY)
        movement.grab = grab
        movement.offset = targetPosition.y - grab - movement.sourceFrame.midY
        movement.target = IndexPath(item: landingItem(for: movement.sourceFrame.midY + movement.offset, in: movement.source.section),
                                    section: movement.source.section)
        let moved = movement.target != interactiveMovement?.target
        interactiveMovement = movement
        setNeedsLayout()
        if moved {
            UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    /// Puts the dragged item where it would land: the data source hears the move, then
    /// the list reloads from it.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.target != movement.source {
            dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
            reloadData()
        }
        setNeedsLayout()
        UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    }

    /// Puts the dragged item back where it was.
    public func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        setNeedsLayout()
        UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    }

    /// The item of `section` whose place holds the height `y`: the first or last when `y`
    /// is above or below them all.
    private func landingItem(for y: CGFloat, in section: Int) -> Int {
        let count = numberOfItems(inSection: section)
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            let frame = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: middle, section: section))?.frame ?? .zero
            if y < frame.maxY { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
