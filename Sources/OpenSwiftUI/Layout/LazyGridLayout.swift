import Foundation

/// Places a lazy grid's made lines at their offsets along the growing axis (lines not
/// made count at the made ones' average length) and each cell in its track.
struct LazyGridLayout: NodeLayout {
    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let state: LazyGridState

    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func proposal(cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    /// The tracks for `length` across; a new count makes the grid deal its cells again.
    private func tracks(for length: CGFloat?, node: ViewNode) -> GridTracks {
        let tracks = GridTracks(items: items, length: length)
        if length != nil, state.trackCount != tracks.count {
            state.trackCount = tracks.count
            node.setNeedsBody()
        }
        return tracks
    }

    /// Each made line's length along the axis, its cells measured in their tracks.
    private func measure(_ node: ViewNode, tracks: GridTracks, across: CGFloat?) -> [CGFloat] {
        let children = node.children
        return state.madeLines.map { made in
            var length: CGFloat = 0
            for (slot, index) in made.children.enumerated() where children.indices.contains(index) {
                let width: CGFloat? = if case .cells = made.line { tracks.tracks.indices.contains(slot) ? tracks.tracks[slot].length : nil } else { across }
                for item in children[index].layoutItems { length = max(length, main(item.sizeThatFits(proposal(cross: width)))) }
            }
            state.lines.record(length, at: made.index)
            return length
        }
    }

    private func totalLength() -> CGFloat {
        let lines = state.lines
        guard lines.count > 0 else { return 0 }
        let unmeasured = CGFloat(max(0, lines.count - lines.lengths.count)) * lines.estimate
        return lines.measuredLength + unmeasured + spacing * CGFloat(lines.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let across = (axis == .vertical ? proposal.width : proposal.height).flatMap { $0.isFinite ? $0 : nil }
        let tracks = tracks(for: across, node: node)
        _ = measure(node, tracks: tracks, across: across ?? tracks.extent)
        let crossSize = across ?? tracks.extent
        return axis == .vertical ? CGSize(width: crossSize, height: totalLength()) : CGSize(width: totalLength(), height: crossSize)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let across = cross(bounds.size)
        let tracks = tracks(for: across, node: node)
        let lengths = measure(node, tracks: tracks, across: across)
        // The tracks sit in the grid's width by its alignment.
        let inset = max(0, across - tracks.extent) * crossAlignment
        let lines = state.lines
        var positions = lines.offsets(of: state.madeLines.map(\.index) + lines.pinnedSpanEnds, spacing: spacing)
        if !lines.pinnedSpans.isEmpty, let visible = LazyStackLayout.visibleExtent(of: node, bounds: bounds, axis: axis, insetByBars: true) {
            lines.pin(&positions, visible: visible, spacing: spacing)
            lines.pinnedAt = visible
        }
        let children = node.children
        for (made, length) in zip(state.madeLines, lengths) {
            let position = positions[made.index] ?? 0
            for (slot, index) in made.children.enumerated() where children.indices.contains(index) {
                let track: GridTracks.Track
                if made.line.spansGrid {
                    track = GridTracks.Track(offset: -inset, length: across, alignment: nil)
                } else {
                    guard tracks.tracks.indices.contains(slot) else { continue }
                    track = tracks.tracks[slot]
                }
                for item in children[index].layoutItems {
                    place(item, in: track, at: position, length: length, inset: inset, bounds: bounds, layoutDirection: node.environment.layoutDirection)
                }
            }
        }
        LazyStackLayout.watchScrolling(node: node, bounds: bounds, axis: axis, spacing: spacing, state: state.lines)
    }

    /// Places a cell in its track's part of a line, by the item's alignment (centred).
    private func place(_ item: ViewNode, in track: GridTracks.Track, at position: CGFloat, length: CGFloat, inset: CGFloat,
                       bounds: CGRect, layoutDirection: LayoutDirection) {
        let size = item.sizeThatFits(proposal(cross: track.length))
        let cell = axis == .vertical
            ? CGRect(x: bounds.minX + inset + track.offset, y: bounds.minY + position, width: track.length, height: length)
            : CGRect(x: bounds.minX + position, y: bounds.minY + inset + track.offset, width: length, height: track.length)
        let origin = (track.alignment ?? .center).origin(of: size, in: cell, layoutDirection: layoutDirection)
        item.place(in: CGRect(origin: origin, size: size))
    }
}
