import Foundation

/// Sets the priority a stack offers space by.
struct LayoutPriorityModifier: PrimitiveModifier {
    let priority: Double

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.layoutPriority = priority.isFinite ? priority : 0
        node.show(content, laidOutBy: ImplicitStackLayout(), context: context)
    }
}

/// Asks the content for its ideal size along the fixed axes, whatever is proposed.
struct FixedSizeModifier: PrimitiveModifier {
    let horizontal: Bool
    let vertical: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: FixedSizeLayout(horizontal: horizontal, vertical: vertical), context: context)
    }
}

struct FixedSizeLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ImplicitStackLayout().sizeThatFits(fixed(proposal), node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        ImplicitStackLayout().placeChildren(of: node, in: bounds)
    }
}

extension View {
    /// Makes a stack offer this view space before its siblings of lower priority (all
    /// views start at 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }

    /// Keeps the view at its ideal size on both axes, whatever its parent proposes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
