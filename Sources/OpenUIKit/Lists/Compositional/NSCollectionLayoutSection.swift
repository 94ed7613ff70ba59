import Foundation

/// Called as a section's visible elements change place (it scrolls, or a carousel row
/// scrolls sideways): the elements, the scroll offset (a row's own for a row) and the
/// layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: its group, repeated for the section's items,
/// with insets, spacing between groups, headers and footers, and backgrounds.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: row)
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// section.interGroupSpacing = 8
/// section.boundarySupplementaryItems = [header]
/// ```
///
/// A section with an `orthogonalScrollingBehavior` lines its groups up in a row that
/// scrolls sideways on its own (a carousel), as in UIKit.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space around the section's content.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the content insets' leading and trailing edges.
    open var supplementariesFollowContentInsets = true
    /// What `contentInsets` are measured from: the safe area, the layout margins, the
    /// readable content guide or the collection view's edges (`.none`). `.automatic` takes
    /// the layout configuration's reference (the safe area unless it says otherwise).
    ///
    /// ```swift
    /// section.contentInsetsReference = .layoutMargins   // cells line up with the margins
    /// ```
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What headers and footers that do not follow the content insets are inset from;
    /// `.automatic` takes the section's `contentInsetsReference`.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether and how the section scrolls across the layout's axis (a carousel).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Restyles the section's visible elements before they are shown, each time they
    /// move: change their alpha, transform or z-index.
    ///
    /// ```swift
    /// carousel.visibleItemsInvalidationHandler = { items, offset, environment in
    ///     let middle = offset.x + environment.container.contentSize.width / 2
    ///     for item in items {
    ///         let scale = max(0.85, 1 - abs(item.frame.midX - middle) / 1000)
    ///         item.transform = CGAffineTransform(scaleX: scale, y: scale)
    ///     }
    /// }
    /// ```
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Views behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list this section was made for by `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
