import Foundation

/// Settings of a whole compositional layout: spacing between sections and headers and
/// footers of the whole content.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// Which way the layout scrolls. Differs from UIKit: only `.vertical` is laid out;
    /// `.horizontal` is read as vertical (see `Docs/Remaining.md`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from, for sections whose own reference is
    /// `.automatic`; `.automatic` here means the safe area. The layout environment's
    /// `container.contentInsets` report this reference's room.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() {
        super.init()
    }
}

/// What a compositional layout's insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    /// The reference of the enclosing configuration; the safe area at the top.
    case automatic
    /// The collection view's content edges: insets are absolute.
    case none
    /// The safe area's leading and trailing edges.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The readable content guide's edges.
    case readableContent
}
