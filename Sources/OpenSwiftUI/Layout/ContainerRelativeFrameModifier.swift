import Foundation

/// `containerRelativeFrame`: a frame whose length along some axes is worked out from the
/// nearest container's (the hosting view's safe area; scroll views are not containers yet).
struct ContainerRelativeFrameModifier: PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length), context: context)
    }
}

struct ContainerRelativeFrameLayout: NodeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let container = node.graph.safeRect.size
        let width = axes.contains(.horizontal) ? clamped(length(container.width, .horizontal)) : nil
        let height = axes.contains(.vertical) ? clamped(length(container.height, .vertical)) : nil
        let content = ImplicitStackLayout().sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height), node: node)
        return CGSize(width: width ?? content.width, height: height ?? content.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        placeContent(of: node, in: bounds, alignment: alignment)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? { nil }

    private func clamped(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}

extension View {
    /// Sizes the view along `axes` to its container's length (the hosting view's safe area).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of the container's length,
    /// `spacing` apart: `containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = max(1, count), span = min(max(1, span), count)
        let gap = spacing.isFinite ? max(0, spacing) : 0
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let part = (length - gap * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + gap * CGFloat(span - 1)
        })
    }

    /// Sizes the view along `axes` to what `length` makes of the container's length.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
