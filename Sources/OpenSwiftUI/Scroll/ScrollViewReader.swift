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
    /// Inside `withAnimation` the scroll animates. An id no view has changes nothing.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = box.node, let target = root.descendant(withIdentity: AnyHashable(id)),
              let scroller = target.enclosingScrollHost(below: root)
        else { return }
        let host = scroller.host
        let frame = target.frame.offsetBy(dx: -scroller.node.frame.minX, dy: -scroller.node.frame.minY)
        host.scroll(toShow: frame, anchor: anchor, animated: TransactionScope.current.animation != nil)
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
