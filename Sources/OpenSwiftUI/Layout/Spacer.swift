import Foundation

/// Flexible space that grows along its stack's axis, pushing its neighbours apart.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Text("Value")
/// }
/// ```
///
/// Outside a stack it grows along both axes.
public struct Spacer: View {
    /// The least length the spacer takes; `nil` means the standard spacing (8 points).
    public var minLength: CGFloat?

    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Spacer: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.setPlatformView(nil)
        let minimum = minLength.map { $0.isFinite ? max(0, $0) : 0 } ?? StackLayout.defaultSpacing
        node.setLayout(SpacerLayout(axis: context.stackAxis, minLength: minimum))
        node.removeChildren(from: 0)
    }
}

struct SpacerLayout: NodeLayout {
    let axis: Axis?
    let minLength: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        func grow(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}
