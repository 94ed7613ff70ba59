import Foundation

/// Draws the content into a view of its own with an alpha, so overlapping parts fade as one.
struct OpacityModifier: PrimitiveModifier {
    let opacity: Double

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let container = node.platformView(ofType: ContainerView.self, hostsChildren: true) { ContainerView() }
        container.alpha = opacity.isFinite ? CGFloat(min(1, max(0, opacity))) : 1
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A plain view holding the drawn views of a node's content; it takes no touches itself.
class ContainerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

extension View {
    /// Draws the view with an opacity between 0 (invisible) and 1; values outside are clamped.
    public func opacity(_ opacity: Double) -> some View {
        modifier(OpacityModifier(opacity: opacity))
    }

    /// Turns controls inside off (or back on where `disabled` is false and no ancestor disabled them).
    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisablingModifier(disabled: disabled))
    }
}

/// Turns `isEnabled` off for the content; it never turns it back on under a disabled ancestor.
struct DisablingModifier: PrimitiveModifier {
    let disabled: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var context = context
        if disabled {
            context.environment = node.environment(from: context.environment, setting: false) { $0.isEnabled = false }
        }
        node.showAsList(content, context: context)
    }
}
