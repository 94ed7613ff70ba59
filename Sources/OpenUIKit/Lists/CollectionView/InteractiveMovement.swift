import Foundation

/// An item being dragged to a new place in its section: it follows the touch above the
/// others, and the items between its old and new places move aside by its height.
struct InteractiveMovement {
    let source: IndexPath
    /// Where the item would land now.
    var target: IndexPath
    /// The item's frame before it moved.
    let sourceFrame: CGRect
    /// How far the touch was from the item's middle when the drag began (set at the first
    /// position).
    var grab: CGFloat?
    /// How far the item has moved down.
    var offset: CGFloat = 0

    /// The attributes a layout gave, moved for the drag.
    @MainActor func adjusted(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.section == source.section else { return attributes }
        let item = attributes.indexPath.item
        let shift: CGFloat
        if item == source.item {
            shift = offset
        } else if source.item < item, item <= target.item {
            shift = -sourceFrame.height
        } else if target.item <= item, item < source.item {
            shift = sourceFrame.height
        } else {
            return attributes
        }
        guard let moved = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        moved.transform = attributes.transform.translatedBy(x: 0, y: shift)
        if item == source.item { moved.zIndex = max(attributes.zIndex, 1) }
        return moved
    }
}
