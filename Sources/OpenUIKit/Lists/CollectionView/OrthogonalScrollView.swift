import Foundation

/// The scroll view a collection view embeds for a section that scrolls across its
/// layout (a carousel row), as UIKit does: the section's cells are its subviews, it
/// spans the collection view's width, and it scrolls sideways only. A drag comes to
/// rest where the section's orthogonal scrolling behaviour says.
@MainActor
final class OrthogonalScrollView: UIScrollView {
    /// The row it scrolls, as the layout last reported it.
    var row: OrthogonalRow? {
        didSet { isPagingEnabled = row?.behavior == .paging }
    }
    /// The collection view whose cells it holds, told when the row scrolls.
    weak var collectionView: UICollectionView?

    convenience init(collectionView: UICollectionView) {
        self.init(frame: .zero)
        self.collectionView = collectionView
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Cells' shadows and transforms reach past the row; the collection view clips.
        clipsToBounds = false
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        // Bouncing sideways even when the row fits keeps it from ever moving vertically.
        alwaysBounceHorizontal = true
        for effect in [topEdgeEffect, bottomEdgeEffect, leftEdgeEffect, rightEdgeEffect] { effect.isHidden = true }
    }

    /// Scrolling brings other cells of the row into view: the collection view lays out.
    override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { collectionView?.setNeedsLayout() }
        }
    }

    override func restingOffset(forProjected projected: CGPoint) -> CGPoint {
        guard let row else { return projected }
        return CGPoint(x: row.restingOffset(projected: projected.x, start: dragStart.x, range: offsetRange.x), y: projected.y)
    }
}
