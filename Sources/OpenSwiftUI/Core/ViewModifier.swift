import Foundation

/// A reusable change to a view: its `body` wraps the content it modifies.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content
///             .padding()
///             .background(Color.white)
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// A stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The view a modifier's body wraps: it shows the modified content where the body puts it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.showAsList(content, context: context)
    }
}

/// Modifiers OpenSwiftUI applies itself (padding, frames, environment values…) instead of
/// through a body.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Shapes `node` for `content` with this modifier applied.
    func update(_ node: ViewNode, content: some View, context: ResolutionContext)
}

extension PrimitiveModifier {
    public func body(content: Content) -> Never { primitiveBodyRequested(Self.self) }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
