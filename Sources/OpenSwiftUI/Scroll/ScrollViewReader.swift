import Foundation

/// Gives its content a proxy that scrolls the scroll views inside to a view with an id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content is built with the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ScrollViewReader: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let (box, _) = node.firstModifierState { ScrollViewProxyBox() }
        box.node = node
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content(ScrollViewProxy(box: box)), context: context)
    }
}

/// Where a reader's proxy looks for views: the reader's node.
final class ScrollViewProxyBox {
    weak var node: ViewNode?
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` to views by id.
public struct ScrollViewProxy {
    let box: ScrollViewProxyBox

    /// Scrolls the nearest scroll view around the view with `id` (given with `id(_:)` or a
    /// `ForEach` element's id) so it shows: with `anchor`, that point of the view lines up
    /// with the same point of the visible area; without, it moves the least that shows it.
    /// Inside `withAnimation` the scroll animates. An id no view has changes nothing. In a
    /// lazy stack, a row not made yet is made, with the rows around it, and scrolled to.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = box.node else { return }
        let animated = TransactionScope.current.animation != nil
        if let target = root.descendant(withIdentity: AnyHashable(id)), let scroller = target.enclosingScrollHost(below: root) {
            let frame = target.placedFrame.offsetBy(dx: -scroller.node.frame.minX, dy: -scroller.node.frame.minY)
            scroller.host.scroll(toShow: frame, anchor: anchor, animated: animated)
            return
        }
        // A lazy stack's row not made yet: the stack makes the rows around it and scrolls.
        guard let lazy = root.lazyStackRow(withID: AnyHashable(id)), let scroller = lazy.node.enclosingScrollHost(below: root) else { return }
        lazy.layout.scroll(toRow: lazy.index, of: lazy.node, in: scroller, anchor: anchor, animated: animated)
    }
}

extension ViewNode {
    /// The first node under this one (depth first) made with `identity`.
    func descendant(withIdentity identity: AnyHashable) -> ViewNode? {
        for child in children {
            if child.identity == identity || child.tagValue == identity { return child }
            if let found = child.descendant(withIdentity: identity) { return found }
        }
        return nil
    }

    /// Where the node's content is: its frame, or for a node that is only a list of views
    /// (a `ForEach` element, which is never placed itself) the union of theirs.
    var placedFrame: CGRect {
        guard layout == nil else { return frame }
        let frames = layoutItems.map(\.frame)
        return frames.dropFirst().reduce(frames.first ?? frame) { $0.union($1) }
    }

    /// The nearest scroll view above this node, up to `root`.
    func enclosingScrollHost(below root: ViewNode) -> (node: ViewNode, host: ScrollHostView)? {
        var current = parent
        while let node = current {
            if let host = node.platformView as? ScrollHostView { return (node, host) }
            if node === root { return nil }
            current = node.parent
        }
        return nil
    }
}

extension ScrollHostView {
    /// Scrolls so `frame` (in content coordinates) shows, aligned by `anchor` if given.
    func scroll(toShow frame: CGRect, anchor: UnitPoint?, animated: Bool) {
        // A frame that is not finite has nowhere to scroll to; an anchor that is not finite
        // lines up the view's leading top corner.
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let anchor = anchor.map { UnitPoint(x: $0.x.isFinite ? $0.x : 0, y: $0.y.isFinite ? $0.y : 0) }
        let visible = scrollView.bounds.size
        let inset = scrollView.contentInset
        var offset = scrollView.contentOffset
        // The viewport is what shows between the insets (clear of bars above and below).
        func aligned(_ start: CGFloat, _ length: CGFloat, _ viewport: CGFloat, _ current: CGFloat, _ unit: CGFloat?) -> CGFloat {
            if let unit { return start + length * unit - viewport * unit }
            if start < current { return start }
            if start + length > current + viewport { return start + length - viewport }
            return current
        }
        if axes.contains(.vertical) {
            let viewport = max(0, visible.height - inset.top - inset.bottom)
            offset.y = aligned(frame.minY, frame.height, viewport, offset.y + inset.top, anchor.map(\.y)) - inset.top
            offset.y = min(max(offset.y, -inset.top), max(-inset.top, scrollView.contentSize.height + inset.bottom - visible.height))
        }
        if axes.contains(.horizontal) {
            let viewport = max(0, visible.width - inset.left - inset.right)
            offset.x = aligned(frame.minX, frame.width, viewport, offset.x + inset.left, anchor.map(\.x)) - inset.left
            offset.x = min(max(offset.x, -inset.left), max(-inset.left, scrollView.contentSize.width + inset.right - visible.width))
        }
        scrollView.setContentOffset(offset, animated: animated)
    }
}
