import Foundation

/// `onGeometryChange(for:of:action:)`: a value worked out from the view's geometry each
/// time it is placed; the action runs, after the update pass, when the value changes (and
/// once with the first value).
struct GeometryChangeModifier<Value: Equatable>: PrimitiveModifier {
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let state = node.firstModifierState { GeometryChangeState<Value>() }.state
        state.transform = transform
        state.action = action
        node.show(content, laidOutBy: GeometryChangeLayout(state: state), context: context)
    }
}

/// The last value a geometry change modifier saw, and what it does.
@MainActor
final class GeometryChangeState<Value: Equatable> {
    var last: Value?
    var transform: ((GeometryProxy) -> Value)?
    var action: (Value, Value) -> Void = { _, _ in }

    /// Notes the value for `proxy`; runs the action after the pass when it changed.
    func see(_ proxy: GeometryProxy) {
        guard let value = transform?(proxy) else { return }
        let old = last ?? value
        guard last != value else { return }
        last = value
        let action = self.action
        UIView.performAfterUpdatePass { action(old, value) }
    }
}

struct GeometryChangeLayout<Value: Equatable>: NodeLayout {
    let state: GeometryChangeState<Value>

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ImplicitStackLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        state.see(GeometryProxy(of: node, in: bounds))
        ImplicitStackLayout().placeChildren(of: node, in: bounds)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        ImplicitStackLayout().explicitGuide(key, of: node, size: size)
    }
}

extension View {
    /// Runs `action` with a value worked out from the view's geometry: once with the first
    /// value, then whenever it changes.
    ///
    /// ```swift
    /// Text(title)
    ///     .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values worked out from the view's geometry.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
