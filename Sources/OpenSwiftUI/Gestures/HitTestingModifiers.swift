import Foundation

/// Makes the content take touches in a shape (its bounds' shape), drawn or not.
struct ContentShapeModifier<S: Shape>: PrimitiveModifier {
    let shape: S
    let evenOdd: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: ContentShapeView.self, hostsChildren: true) { ContentShapeView() }
        let shape = self.shape
        view.contains = { [evenOdd] point, bounds in shape.path(in: bounds).contains(point, eoFill: evenOdd) }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A view that takes the touches inside its content shape.
final class ContentShapeView: ContainerView {
    var contains: (CGPoint, CGRect) -> Bool = { _, _ in false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, contains(point, bounds) else { return nil }
        return self
    }
}

/// Turns touches off for the content.
struct HitTestingModifier: PrimitiveModifier {
    let enabled: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: ContainerView.self, hostsChildren: true) { ContainerView() }
        view.isUserInteractionEnabled = enabled
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

extension View {
    /// Makes the view take touches (for gestures) anywhere in `shape`, fitted to its
    /// frame, not only where it draws.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { select() }
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, evenOdd: eoFill))
    }

    /// Whether the view and the views inside take touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }
}
