import Foundation

/// Places a lazy stack's made rows at their offsets, counting the rows not made at their
/// estimated length, and asks for other rows when the visible part moves past them.
struct LazyStackLayout: NodeLayout {
    let axis: Axis
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let state: LazyStackState

    /// The spacing asked for, or the system's 8 points; negative and non-finite spacing is 0.
    static func spacing(_ asked: CGFloat?) -> CGFloat {
        guard let asked else { return 8 }
        return asked.isFinite ? max(0, asked) : 0
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    private func rowProposal(_ cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    private func totalLength() -> CGFloat {
        guard state.count > 0 else { return 0 }
        let measured = state.measuredLength
        let unmeasured = CGFloat(max(0, state.count - state.lengths.count)) * state.estimate
        return measured + unmeasured + spacing * CGFloat(state.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        var crossLength: CGFloat = 0
        for (offset, item) in node.childItems.enumerated() {
            let size = item.sizeThatFits(rowProposal(crossProposal))
            state.record(main(size), at: row(offset))
            crossLength = max(crossLength, cross(size))
        }
        let crossSize = crossProposal.flatMap { $0.isFinite ? $0 : nil } ?? crossLength
        let mainSize = totalLength()
        return axis == .vertical ? CGSize(width: crossSize, height: mainSize) : CGSize(width: mainSize, height: crossSize)
    }

    /// The row the child at `offset` shows.
    private func row(_ offset: Int) -> Int {
        offset < state.made.count ? state.made[offset] : state.window.lowerBound + offset
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let crossLength = cross(bounds.size)
        let items = node.childItems
        let sizes = items.enumerated().map { offset, item in
            let size = item.sizeThatFits(rowProposal(crossLength))
            state.record(main(size), at: row(offset))
            return size
        }
        let rows = items.indices.map(row)
        var positions = state.offsets(of: rows + state.pinnedSpanEnds, spacing: spacing)
        if !state.pinnedSpans.isEmpty, let visible = Self.visibleExtent(of: node, bounds: bounds, axis: axis, insetByBars: true) {
            state.pin(&positions, visible: visible, spacing: spacing)
            state.pinnedAt = visible
        }
        for (offset, item) in items.enumerated() {
            let size = sizes[offset], position = positions[rows[offset]] ?? 0
            let crossOffset = (crossLength - cross(size)) * crossAlignment
            let frame = axis == .vertical
                ? CGRect(x: bounds.minX + crossOffset, y: bounds.minY + position, width: size.width, height: size.height)
                : CGRect(x: bounds.minX + position, y: bounds.minY + crossOffset, width: size.width, height: size.height)
            item.place(in: frame)
        }
        Self.watchScrolling(node: node, bounds: bounds, axis: axis, spacing: spacing, state: state)
        finishPendingScroll(of: node)
    }

    /// The part of the stack the scroll view it is in shows, along the axis, in the
    /// stack's coordinates; `insetByBars` leaves out what the bars cover. `nil` outside a
    /// scroll view or for geometry that is not finite.
    static func visibleExtent(of node: ViewNode, bounds: CGRect, axis: Axis, insetByBars: Bool) -> (start: CGFloat, end: CGFloat)? {
        guard let scroller = node.enclosingScrollHost() else { return nil }
        let origin = CGPoint(x: bounds.minX - scroller.node.frame.minX, y: bounds.minY - scroller.node.frame.minY)
        return visibleExtent(in: scroller.host.scrollView, stackOrigin: origin, axis: axis, insetByBars: insetByBars)
    }

    @MainActor private static func visibleExtent(
        in scrollView: UIScrollView, stackOrigin: CGPoint, axis: Axis, insetByBars: Bool
    ) -> (start: CGFloat, end: CGFloat)? {
        let inset = insetByBars ? scrollView.adjustedContentInset : .zero
        let visible = scrollView.bounds
        let start = axis == .vertical ? visible.minY + inset.top - stackOrigin.y : visible.minX + inset.left - stackOrigin.x
        let end = axis == .vertical ? visible.maxY - inset.bottom - stackOrigin.y : visible.maxX - inset.right - stackOrigin.x
        guard start.isFinite, end.isFinite, end >= start else { return nil }
        return (start, end)
    }

    /// Registers with the scroll view a lazy container (a stack, a grid's rows) is in and
    /// asks for the rows that show now.
    static func watchScrolling(node: ViewNode, bounds: CGRect, axis: Axis, spacing: CGFloat, state: LazyStackState) {
        guard let scroller = node.enclosingScrollHost() else {
            // Outside a scroll view every row is made.
            if state.window != 0..<state.count {
                state.window = 0..<state.count
                node.setNeedsBody()
            }
            return
        }
        let host = scroller.host, stackOrigin = CGPoint(x: bounds.minX - scroller.node.frame.minX, y: bounds.minY - scroller.node.frame.minY)
        let check: @MainActor () -> Void = { [weak node, state, axis, spacing] in
            guard let node else { return }
            if !state.pinnedSpans.isEmpty, let pinned = state.pinnedAt,
               let visible = visibleExtent(in: host.scrollView, stackOrigin: stackOrigin, axis: axis, insetByBars: true),
               visible != pinned {
                // The pinned views follow the visible part's edges.
                node.setNeedsBody()
            }
            // Geometry that is not finite (an offset of NaN, margins of infinity) asks for nothing.
            guard let visible = visibleExtent(in: host.scrollView, stackOrigin: stackOrigin, axis: axis, insetByBars: false) else { return }
            let start = visible.start, length = visible.end - visible.start
            // A screen's length either side of what shows.
            let needed = LazyStackLayout.rows(covering: (start - length)...(start + 2 * length), state: state, spacing: spacing)
            guard !needed.isEmpty, needed.lowerBound < state.window.lowerBound || needed.upperBound > state.window.upperBound
                    || state.window.count > needed.count * 2 else { return }
            state.window = needed
            node.setNeedsBody()
        }
        host.lazyStackWatchers[ObjectIdentifier(node)] = check
        check()
    }

    /// The rows whose extent meets `range` along the axis.
    @MainActor static func rows(covering range: ClosedRange<CGFloat>, state: LazyStackState, spacing: CGFloat) -> Range<Int> {
        guard state.count > 0 else { return 0..<0 }
        var position: CGFloat = 0
        var first: Int?
        var index = 0
        while index < state.count {
            let end = position + state.length(of: index)
            if first == nil, end >= range.lowerBound { first = index }
            if position > range.upperBound { break }
            position = end + spacing
            index += 1
        }
        return (first ?? max(0, state.count - 1))..<max(index, (first ?? 0) + 1)
    }
}
