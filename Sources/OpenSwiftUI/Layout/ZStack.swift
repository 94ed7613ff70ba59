import Foundation

/// Views on top of each other, the last in front, aligned within the largest.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Color.blue
///     Text("New")
/// }
/// ```
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// An overlapping stack of the builder's views.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ZStack: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = nil
        node.show(content, laidOutBy: OverlappingLayout(alignment: alignment), context: context)
    }
}

/// Children offered the same proposal and aligned over each other; the node is as large
/// as the largest, or, when children set the alignment's guides themselves, as large as
/// their extent once their guides line up.
struct OverlappingLayout: NodeLayout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let items = node.childItems
        let sizes = items.map { $0.sizeThatFits(proposal) }
        var size = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        if let guided = guidedPlacement(of: items, sizes: sizes) { size = guided.size }
        return size
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let items = node.childItems
        let sizes = items.map { $0.sizeThatFits(ProposedViewSize(bounds.size)) }
        let direction = node.environment.layoutDirection
        guard let guided = guidedPlacement(of: items, sizes: sizes) else {
            for (item, size) in zip(items, sizes) {
                item.place(in: CGRect(origin: alignment.origin(of: size, in: bounds, layoutDirection: direction), size: size))
            }
            return
        }
        let block = alignment.origin(of: guided.size, in: bounds, layoutDirection: direction)
        for (index, (item, size)) in zip(items, sizes).enumerated() {
            let fromLeading = guided.offsets[index].x
            let x = direction == .rightToLeft ? block.x + guided.size.width - fromLeading - size.width : block.x + fromLeading
            item.place(in: CGRect(origin: CGPoint(x: x, y: block.y + guided.offsets[index].y), size: size))
        }
    }

    /// Where each child sits in the block its aligned guides make, and the block's size;
    /// `nil` when fractions of the free space align them (no guide of their own).
    private func guidedPlacement(of items: [ViewNode], sizes: [CGSize]) -> (offsets: [CGPoint], size: CGSize)? {
        let fractional = alignment.horizontal.fraction != nil && alignment.vertical.fraction != nil
        guard !items.isEmpty, !fractional || items[0].graph.usesAlignmentGuides else { return nil }
        let dimensions = zip(items, sizes).map { $0.dimensions(for: $1) }
        let xs = dimensions.map { $0[alignment.horizontal] }, ys = dimensions.map { $0[alignment.vertical] }
        let lineX = xs.max() ?? 0, lineY = ys.max() ?? 0
        let width = lineX + (zip(sizes, xs).map { $0.width - $1 }.max() ?? 0)
        let height = lineY + (zip(sizes, ys).map { $0.height - $1 }.max() ?? 0)
        let offsets = zip(xs, ys).map { CGPoint(x: lineX - $0, y: lineY - $1) }
        return (offsets, CGSize(width: width, height: height))
    }
}
