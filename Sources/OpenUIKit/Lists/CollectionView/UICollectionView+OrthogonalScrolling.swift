import Foundation

/// Sections that scroll across the layout (carousels): each gets a scroll view of its
/// own over the band the layout gives its row, and the row's cells live in it, so
/// dragging the row sideways moves them while the list scrolls as usual.
extension UICollectionView {
    /// How far a section's row has scrolled sideways (0 for sections without a row).
    func orthogonalOffset(ofSection section: Int) -> CGFloat {
        orthogonalScrollers[section]?.contentOffset.x ?? 0
    }

    /// Gives every row the layout reports a scroll view over its band, sized to its
    /// content, and retires the scroll views of rows that are gone.
    func syncOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        guard !rows.isEmpty || !orthogonalScrollers.isEmpty else { return }
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            retire(scroller)
            orthogonalScrollers[section] = nil
        }
        for (section, row) in rows {
            let scroller = orthogonalScrollers[section] ?? makeOrthogonalScroller(forSection: section)
            guard scroller.row != row else { continue }
            scroller.row = row
            if scroller.frame != row.band { scroller.frame = row.band }
            let size = CGSize(width: row.contentWidth, height: row.band.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            if !scroller.isTracking, !scroller.isDecelerating {
                let resting = scroller.clamped(scroller.contentOffset)
                if resting != scroller.contentOffset { scroller.contentOffset = resting }
            }
        }
    }

    /// A row's scroll view, above the section backgrounds and below the other content.
    private func makeOrthogonalScroller(forSection section: Int) -> OrthogonalScrollView {
        let scroller = OrthogonalScrollView(collectionView: self)
        let decorations = Set(visibleViews.filter { $0.key.category == .decorationView }.map { ObjectIdentifier($0.value) })
        let below = subviews.lastIndex { $0 === backgroundView || decorations.contains(ObjectIdentifier($0)) }
        insertSubview(scroller, at: below.map { $0 + 1 } ?? 0)
        orthogonalScrollers[section] = scroller
        return scroller
    }

    /// Takes a row's scroll view away, handing the cells it holds back to the collection view.
    private func retire(_ scroller: OrthogonalScrollView) {
        for case let view as UICollectionReusableView in scroller.subviews { addSubview(view) }
        scroller.removeFromSuperview()
    }

    /// Puts a view into the scroll view of its row (or back into the collection view when
    /// its item is in no row); returns how its layout frame moves in its new superview.
    func hostInRow(_ view: UICollectionReusableView, for attributes: UICollectionViewLayoutAttributes) -> CGPoint {
        let scroller = attributes.representedElementCategory == .cell ? orthogonalScrollers[attributes.indexPath.section] : nil
        if let scroller {
            if view.superview !== scroller { scroller.addSubview(view) }
            return CGPoint(x: -scroller.frame.minX, y: -scroller.frame.minY)
        }
        if view.superview is OrthogonalScrollView { addSubview(view) }
        return .zero
    }

    /// Where an element shows in the collection view's content: items of a row move
    /// with the row's scrolling.
    func onScreenFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.representedElementCategory == .cell, let scroller = orthogonalScrollers[attributes.indexPath.section] else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -scroller.contentOffset.x, dy: 0)
    }

    /// Scrolls an item's row sideways to `placement` (or as little as shows it); returns
    /// whether the item is in a row.
    func scrollRow(toReveal attributes: UICollectionViewLayoutAttributes, placement: RevealPlacement?, animated: Bool) -> Bool {
        guard let scroller = orthogonalScrollers[attributes.indexPath.section] else { return false }
        let inRow = attributes.frame.offsetBy(dx: -scroller.frame.minX, dy: -scroller.frame.minY)
        scroller.setContentOffset(scroller.offset(revealing: inRow, vertically: nil, horizontally: placement ?? .nearest), animated: animated)
        return true
    }
}
