import Foundation

/// Several views treated as one for modifiers, without a layout of their own: in a stack,
/// each of its views is a child of the stack.
///
/// ```swift
/// HStack {
///     Group {
///         Text("One")
///         Text("Two")
///     }
///     .font(.headline)
/// }
/// ```
public struct Group<Content: View>: View {
    let content: Content

    /// A group of the builder's views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Group: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.showAsList(content, context: context)
    }
}
