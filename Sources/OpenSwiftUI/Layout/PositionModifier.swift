import Foundation

/// `position(_:)`: the node takes the space offered and centres the content on a point of it.
struct PositionModifier: PrimitiveModifier {
    let position: CGPoint

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: PositionLayout(position: position), context: context)
    }
}

struct PositionLayout: NodeLayout {
    let position: CGPoint

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? size.width : 10, height: size.height.isFinite ? size.height : 10)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let size = ImplicitStackLayout().sizeThatFits(ProposedViewSize(bounds.size), node: node)
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        let origin = CGPoint(x: bounds.minX + x - size.width / 2, y: bounds.minY + y - size.height / 2)
        ImplicitStackLayout().placeChildren(of: node, in: CGRect(origin: origin, size: size))
    }
}

/// `zIndex(_:)`: the node draws in front of siblings with a lower index.
struct ZIndexModifier: PrimitiveModifier {
    let index: Double

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.zIndex = index.isFinite ? index : 0
        node.show(content, laidOutBy: ImplicitStackLayout(), context: context)
    }
}

extension View {
    /// Centres the view on a point of its parent's space; the view takes all the space offered.
    ///
    /// ```swift
    /// Circle().frame(width: 10, height: 10).position(x: 40, y: 20)
    /// ```
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionModifier(position: position))
    }

    /// Centres the view on a point given by its coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Draws the view in front of siblings with a lower index (0 by default), whatever their order.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(index: value))
    }
}
