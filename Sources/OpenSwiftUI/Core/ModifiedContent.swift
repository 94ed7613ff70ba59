import Foundation

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// A view with a modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func update(_ node: ViewNode, context: ResolutionContext) {
        if let views = content as? any ModifierDistributingContent {
            node.showAsList(views.applyingToEachElement(modifier), context: context)
        } else if let primitive = modifier as? any PrimitiveModifier {
            primitive.update(node, content: content, context: context)
        } else if let effect = modifier as? any GeometryEffect {
            GeometryEffectUpdate.update(effect, node: node, content: content, context: context)
        } else {
            // A modifier of the app's own: its body is a view like any other, with the
            // content standing in where the body puts it.
            node.showAsList(ModifierBodyView(modifier: modifier, content: content), context: context)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers applied one after the other.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by another.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A custom modifier's body as a view: its dynamic properties are the modifier's.
struct ModifierBodyView<Modifier: ViewModifier>: View, DynamicPropertyOwnerProxy {
    let modifier: Modifier
    let content: any View

    var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }

    /// The modifier owns the dynamic properties (`@State`, `@Environment`) of this body.
    var dynamicPropertyOwner: Any { modifier }
}
