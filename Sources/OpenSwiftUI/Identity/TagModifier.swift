import Foundation

/// `tag(_:)`: the value kept on the modifier's node, for the container that reads it
/// (a canvas's symbols, a picker's options).
struct TagModifier: PrimitiveModifier {
    let tag: AnyHashable

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        if (node.modifierState as? TagBox)?.tag != tag { node.modifierState = TagBox(tag: tag) }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A tag on a node.
final class TagBox {
    let tag: AnyHashable

    init(tag: AnyHashable) { self.tag = tag }
}

extension ViewNode {
    /// The tag set on this node or the modifiers it wraps; `nil` if none.
    var tagValue: AnyHashable? {
        var node: ViewNode? = self
        while let current = node {
            if let box = current.modifierState as? TagBox { return box.tag }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return nil
    }
}

extension View {
    /// Names the view with a value, for the container that picks views by value: a
    /// picker's options, a tab view's tabs, a canvas's symbols.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: CGPoint(x: 20, y: 20)) }
    /// } symbols: {
    ///     Circle().fill(.red).frame(width: 8, height: 8).tag("dot")
    /// }
    /// ```
    /// - Parameters:
    ///   - tag: The value naming the view.
    ///   - includeOptional: Whether the tag also matches an optional selection holding it;
    ///     an optional of a value and the value itself always compare equal here.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(tag: AnyHashable(tag)))
    }
}
