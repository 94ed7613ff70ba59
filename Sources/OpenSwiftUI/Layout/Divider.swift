import Foundation

/// A thin line that separates content: across a `VStack` (or outside stacks) it is
/// horizontal, inside an `HStack` vertical. It is one device pixel thick and takes the
/// separator colour.
///
/// ```swift
/// VStack {
///     Text("Title")
///     Divider()
///     Text("Details")
/// }
/// ```
public struct Divider: View {
    /// A divider.
    public init() {}

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Divider: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let scale = context.environment.displayScale
        let thickness = scale.isFinite && scale >= 1 ? 1 / scale : 1
        let line = Rectangle().fill(Color(uiColor: .separator))
        line.update(node, context: context)
        node.setLayout(DividerLayout(vertical: context.stackAxis == .horizontal, thickness: thickness))
    }
}

/// Spans the space offered across its length and is `thickness` thick.
struct DividerLayout: NodeLayout {
    let vertical: Bool
    let thickness: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let along = (vertical ? proposal.height : proposal.width).flatMap { $0.isFinite ? $0 : nil } ?? 10
        return vertical ? CGSize(width: thickness, height: along) : CGSize(width: along, height: thickness)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}
