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
/// as the largest.
struct OverlappingLayout: NodeLayout {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        node.childItems.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        for item in node.childItems {
            let size = item.sizeThatFits(ProposedViewSize(bounds.size))
            let origin = alignment.origin(of: size, in: bounds, layoutDirection: node.environment.layoutDirection)
            item.place(in: CGRect(origin: origin, size: size))
        }
    }
}
