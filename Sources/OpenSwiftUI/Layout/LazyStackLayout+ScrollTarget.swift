import Foundation

extension ViewNode {
    /// The lazy stack under this node (depth first) with a row whose id is `id`, and the
    /// row's index, for scrolling to a row the stack has not made.
    func lazyStackRow(withID id: AnyHashable) -> (node: ViewNode, layout: LazyStackLayout, index: Int)? {
        if let layout = layout as? LazyStackLayout, let index = layout.state.rows?.index(ofRowWithID: id) {
            return (self, layout, index)
        }
        for child in children {
            if let found = child.lazyStackRow(withID: id) { return found }
        }
        return nil
    }
}

extension LazyStackLayout {
    /// Scrolls to where row `index` is estimated to be and makes the rows around it; once
    /// they are made and placed, the stack scrolls to the row exactly.
    @MainActor func scroll(toRow index: Int, of node: ViewNode, in scroller: (node: ViewNode, host: ScrollHostView),
                           anchor: UnitPoint?, animated: Bool) {
        guard index >= 0, index < state.count else { return }
        let position = state.offsets(of: [index], spacing: spacing)[index] ?? 0
        let length = state.length(of: index)
        let origin = CGPoint(x: node.frame.minX - scroller.node.frame.minX, y: node.frame.minY - scroller.node.frame.minY)
        let estimated = axis == .vertical
            ? CGRect(x: origin.x, y: origin.y + position, width: node.frame.width, height: length)
            : CGRect(x: origin.x + position, y: origin.y, width: length, height: node.frame.height)
        scroller.host.scroll(toShow: estimated, anchor: anchor, animated: false)
        // A screen's worth of rows either side, as scrolling there would make.
        let around = Self.initialRowsAroundTarget
        state.window = max(0, index - around)..<min(state.count, index + around + 1)
        state.pendingScroll = (index, anchor, animated)
        node.setNeedsBody()
    }

    /// Rows made either side of a row scrolled to before it was made.
    static var initialRowsAroundTarget: Int { 24 }

    /// Scrolls to the row `scrollTo` asked for, now that it is placed.
    @MainActor func finishPendingScroll(of node: ViewNode) {
        guard let pending = state.pendingScroll, let scroller = node.enclosingScrollHost(),
              let row = node.children.first(where: { $0.identity == AnyHashable(LazyRowIndex(index: pending.row)) })
        else { return }
        state.pendingScroll = nil
        let frame = row.placedFrame.offsetBy(dx: -scroller.node.frame.minX, dy: -scroller.node.frame.minY)
        scroller.host.scroll(toShow: frame, anchor: pending.anchor, animated: pending.animated)
    }
}
