import Foundation

extension UICollectionView {
    /// Scrolls so that an item sits at `scrollPosition` (top, centre, bottom; left, centre,
    /// right) in the area inside the content insets; an empty position scrolls as little
    /// as possible to show it.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        if scrollPosition.isEmpty {
            if frame.minY < offset.y + inset.top { offset.y = frame.minY - inset.top }
            else if frame.maxY > offset.y + inset.top + visibleHeight { offset.y = frame.maxY - inset.top - visibleHeight }
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}
