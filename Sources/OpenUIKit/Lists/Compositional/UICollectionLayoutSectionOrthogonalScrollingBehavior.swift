import Foundation

/// How a compositional section scrolls across the layout's axis: `.none` (the default)
/// stacks its groups down the layout; any other value lines its groups up in one row
/// that scrolls sideways on its own, a carousel.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: card)
/// section.orthogonalScrollingBehavior = .groupPagingCentered
/// ```
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays out along the layout's axis and does not scroll on its own.
    case none = 0
    /// The row scrolls freely and decelerates naturally.
    case continuous = 1
    /// The row scrolls freely and comes to rest with a group's leading edge at the
    /// section's leading inset.
    case continuousGroupLeadingBoundary = 2
    /// The row pages by the width of the collection view.
    case paging = 3
    /// The row pages one group at a time, resting with a group's leading edge at the
    /// section's leading inset.
    case groupPaging = 4
    /// The row pages one group at a time, resting with a group in the middle.
    case groupPagingCentered = 5
}
