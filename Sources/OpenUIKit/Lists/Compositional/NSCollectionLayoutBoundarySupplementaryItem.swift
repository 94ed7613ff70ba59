import Foundation

/// A header or footer of a compositional section (or of the whole layout): a
/// supplementary view along the top or bottom edge, optionally pinned while its
/// section scrolls by.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// Differs from UIKit: items align to the top or the bottom edge (leading and trailing
/// alignments, which horizontal layouts use, are placed at the top).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary view kind the data source is asked for.
    public let elementKind: String
    /// The edge the item sits on.
    public let alignment: NSRectAlignment
    /// An offset from the aligned position.
    public let offset: CGPoint
    /// Whether the item stays in view while its section scrolls by.
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's size (otherwise it overlaps the content).
    open var extendsBoundary = true
    /// The item's z order (headers draw above cells).
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = CGPoint(x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0, y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
        super.init(layoutSize: layoutSize)
    }

    /// Whether the item sits along the bottom edge.
    var isAtBottom: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
