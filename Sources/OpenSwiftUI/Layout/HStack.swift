import Foundation

/// Views side by side, leading to trailing.
///
/// ```swift
/// HStack(alignment: .top, spacing: 12) {
///     Image(systemName: "star.fill")
///     Text("Favorites")
/// }
/// ```
///
/// Children are offered space from the least flexible to the most (a ``Spacer`` takes
/// what is left); ``View/layoutPriority(_:)`` puts a child first. Without `spacing`, the
/// children are 8 points apart.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of the builder's views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension HStack: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = .horizontal
        node.show(content, laidOutBy: StackNodeLayout(stack: StackLayout(horizontal: alignment, spacing: spacing)), context: context)
    }
}
