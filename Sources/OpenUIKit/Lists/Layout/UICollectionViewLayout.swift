import Foundation

/// Decides where a collection view's cells, supplementary and decoration views go.
///
/// Subclass it to lay out anything; override, in the order the collection view calls them:
///
/// - ``prepare()``: compute what the other methods read (called after every invalidation);
/// - ``collectionViewContentSize``: the size of all the content;
/// - ``layoutAttributesForElements(in:)``: the elements intersecting a rectangle
///   (called as content scrolls: make it fast);
/// - ``layoutAttributesForItem(at:)`` and the supplementary and decoration twins.
///
/// ```swift
/// final class RowsLayout: UICollectionViewLayout {
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0,
///                height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 44)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         let count = collectionView?.numberOfItems(inSection: 0) ?? 0
///         let first = max(0, Int(rect.minY / 44)), last = min(count - 1, Int(rect.maxY / 44))
///         guard first <= last else { return [] }
///         return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///         attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: collectionViewContentSize.width, height: 44)
///         return attributes
///     }
/// }
/// ```
///
/// Differs from UIKit: invalidation contexts (`UICollectionViewLayoutInvalidationContext`)
/// are not there; ``invalidateLayout()`` always prepares the whole layout again.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the layout is read.
    var needsPreparation = true
    /// Decoration view classes, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public override init() {
        super.init()
    }

    /// The class of attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    // MARK: Computing the layout

    /// Computes the layout; called before the layout is read after each invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The elements whose frames intersect `rect`, in content coordinates.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Marks the layout out of date: the collection view prepares it again before its next layout.
    open func invalidateLayout() {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds needs a new layout (`false`).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing view's preferred attributes need a new layout (`false`).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Takes a self-sized element's preferred attributes; returns whether the layout changed.
    /// Layouts of OpenUIKit record the size; subclasses get ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``.
    func acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        invalidateLayout()
        return true
    }

    // MARK: Scrolling

    /// Where scrolling stops, given where it would: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling stops, given where it would and its velocity: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before the collection view animates inserts, deletes and moves.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the update's animations are set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item comes from: its final place, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }

    /// Where a deleted item goes: its last place, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Decoration views

    /// Registers the class of the decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The collection view's background colour the layout asks for (list appearances).
    var preferredBackgroundColor: UIColor? { nil }

    /// The sections whose items scroll across the layout in rows of their own, by
    /// section index (compositional layouts' orthogonal sections).
    var orthogonalRows: [Int: OrthogonalRow] { [:] }

    /// Called when the collection view reloads all its data: forget per-item measurements.
    func itemsDidReload() {}

    /// Called before preparing after a batch update: carry per-item measurements to the
    /// items' new places.
    func itemsDidMove(_ mapping: BatchUpdateMapping, newCounts: [Int]) {}

    /// Whether the layout mirrors in right-to-left layouts (`true`).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
