import Foundation

/// Views one above the other, top to bottom.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Toy Story 5").font(.headline)
///     Text("2026")
/// }
/// ```
///
/// Children are offered space from the least flexible to the most (a ``Spacer`` takes
/// what is left). Without `spacing`, the children are 8 points apart.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of the builder's views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension VStack: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = .vertical
        node.show(content, laidOutBy: StackNodeLayout(stack: StackLayout(vertical: alignment, spacing: spacing)), context: context)
    }
}
