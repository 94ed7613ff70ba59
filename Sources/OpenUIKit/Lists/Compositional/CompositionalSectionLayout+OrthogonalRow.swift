import Foundation

/// The geometry of a section whose groups line up in one row across the layout: group
/// `g` starts `g` strides from the row's leading edge, at the top of the groups' band.
extension CompositionalSectionLayout {
    /// From one group's leading edge to the next one's.
    var groupStride: CGFloat { template.size.width + definition.interGroupSpacing }

    /// The width of the row's content: its groups and spacing, with the room before the
    /// first group repeated after the last (the trailing inset, or the centring margin).
    var rowContentWidth: CGFloat {
        let trailing = definition.orthogonalScrollingBehavior == .groupPagingCentered ? rowLeading : contentInsets.trailing
        let groups = CGFloat(groupCount) * template.size.width + CGFloat(max(0, groupCount - 1)) * definition.interGroupSpacing
        return rowLeading + groups + trailing
    }

    /// The band the row occupies in the layout's content, as wide as the container.
    var rowBand: CGRect {
        CGRect(x: 0, y: groupsTop, width: containerWidth, height: groupsExtent)
    }

    /// The groups that reach into `span` along the row (in the row's own coordinates).
    func groups(across span: ClosedRange<CGFloat>) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        // Groups without width or spacing all sit at the leading edge: show the first.
        guard groupStride > 0, span.lowerBound.isFinite, span.upperBound.isFinite else { return 0..<1 }
        let first = Int(max(0, min(CGFloat(groupCount), ((span.lowerBound - rowLeading) / groupStride).rounded(.down))))
        let last = Int(max(-1, min(CGFloat(groupCount - 1), ((span.upperBound - rowLeading) / groupStride).rounded(.down))))
        return first < last + 1 ? first..<(last + 1) : first..<first
    }

    /// The tallest group, measured again after a group shrank.
    func tallestOfAllGroups() -> CGFloat {
        (0..<groupCount).reduce(0) { max($0, height(ofGroup: $1)) }
    }
}
