import Foundation

/// Insets the content: it is offered the proposal less the insets, and the node is the
/// content's size plus them.
struct PaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: PaddingLayout(insets: insets.sanitized), context: context)
    }
}

struct PaddingLayout: NodeLayout {
    let insets: EdgeInsets

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = ImplicitStackLayout().sizeThatFits(inner, node: node)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let inner = CGRect(
            x: bounds.minX + left, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
        ImplicitStackLayout().placeChildren(of: node, in: inner)
    }
}

extension View {
    /// Adds space around the view: `length` points on `edges`, or the standard 16 points
    /// when `length` is `nil`.
    ///
    /// ```swift
    /// Text("Hello").padding(.horizontal, 12)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds space of different lengths on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }
}
