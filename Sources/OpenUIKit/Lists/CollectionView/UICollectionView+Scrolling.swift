import Foundation

extension UICollectionView {
    /// Scrolls so that an item sits at `scrollPosition` (top, centre, bottom; left, centre,
    /// right) in the area inside the content insets; an empty position scrolls as little
    /// as possible to show it.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let vertical: RevealPlacement? = scrollPosition.contains(.top) ? .start : scrollPosition.contains(.centeredVertically) ? .center
            : scrollPosition.contains(.bottom) ? .end : scrollPosition.isEmpty ? .nearest : nil
        let horizontal: RevealPlacement? = scrollPosition.contains(.left) ? .start : scrollPosition.contains(.centeredHorizontally) ? .center
            : scrollPosition.contains(.right) ? .end : nil
        setContentOffset(offset(revealing: frame, vertically: vertical, horizontally: horizontal), animated: animated)
    }
}
