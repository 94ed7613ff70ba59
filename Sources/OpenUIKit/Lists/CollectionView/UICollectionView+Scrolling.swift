import Foundation

extension UICollectionView {
    /// Scrolls so that an item sits at `scrollPosition` (top, centre, bottom; left, centre,
    /// right) in the area inside the content insets; an empty position scrolls as little
    /// as possible to show it. An item in a section that scrolls across the layout is
    /// brought into view by scrolling its row sideways, as in UIKit.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        let vertical: RevealPlacement? = scrollPosition.contains(.top) ? .start : scrollPosition.contains(.centeredVertically) ? .center
            : scrollPosition.contains(.bottom) ? .end : scrollPosition.isEmpty ? .nearest : nil
        var horizontal: RevealPlacement? = scrollPosition.contains(.left) ? .start : scrollPosition.contains(.centeredHorizontally) ? .center
            : scrollPosition.contains(.right) ? .end : nil
        // An item in a carousel row: the row scrolls sideways, the list only vertically.
        if scrollRow(toReveal: attributes, placement: horizontal, animated: animated) {
            horizontal = nil
        }
        setContentOffset(offset(revealing: attributes.frame, vertically: vertical, horizontally: horizontal), animated: animated)
    }
}
