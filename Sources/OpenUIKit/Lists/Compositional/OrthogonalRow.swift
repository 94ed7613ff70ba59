import Foundation

/// A section whose groups line up in one row scrolling across the layout (a carousel),
/// as the layout reports it to the collection view: where the row is, how wide its
/// content is, and where a drag may leave it at rest.
struct OrthogonalRow: Equatable {
    /// The row's frame in the collection view's content coordinates, as wide as the
    /// layout's container.
    var band: CGRect
    /// The width of the row's content: the groups with their spacing and the insets.
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// From one group's leading edge to the next one's.
    var groupStride: CGFloat

    /// Where the row comes to rest after a drag whose natural deceleration would end at
    /// `projected`, for a drag that began at `start`; offsets stay within `range`.
    /// Group boundaries are multiples of the stride, because the layout places the first
    /// group at the offset where it rests (its leading edge at the inset, or centred).
    func restingOffset(projected: CGFloat, start: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
        guard groupStride > 0, projected.isFinite, start.isFinite else { return projected }
        let group: CGFloat
        switch behavior {
        case .none, .continuous, .paging:
            return projected
        case .continuousGroupLeadingBoundary:
            group = (projected / groupStride).rounded()
        case .groupPaging, .groupPagingCentered:
            // One group per swipe, however hard the flick.
            let current = (start / groupStride).rounded()
            group = min(max((projected / groupStride).rounded(), current - 1), current + 1)
        }
        return min(max(group * groupStride, range.lowerBound), range.upperBound)
    }
}
