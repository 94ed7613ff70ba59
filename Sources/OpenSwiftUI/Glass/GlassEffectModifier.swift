import Foundation
import OpenUIKit

/// `glassEffect(_:in:isEnabled:)`: the content drawn on a piece of glass in a shape, as
/// OpenUIKit's glass views draw it (one material for UIKit and SwiftUI).
struct GlassEffectModifier: PrimitiveModifier {
    let glass: Glass
    let shape: any Shape
    let isEnabled: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: GlassEffectView.self, hostsChildren: true) { GlassEffectView() }
        let environment = context.environment
        view.outline = GlassOutline(shape)
        view.unionID = environment.glassEffectUnion.map(AnyHashable.init)
        let apply = { view.show(isEnabled ? glass : .identity, tint: glass.tintColor?.resolvedColor(in: environment)) }
        if environment.glassEffectTransition == .identity {
            UIView.performWithoutAnimationInPlace(apply)
        } else {
            apply()
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

extension View {
    /// Draws the view on Liquid Glass in a shape (a capsule unless you give one), behind
    /// the view's content: the content takes the glass's light or dark look.
    ///
    /// ```swift
    /// Button(action: add) {
    ///     Image(systemName: "plus").frame(width: 60, height: 60)
    /// }
    /// .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 18))
    /// ```
    ///
    /// Any ``Shape`` works, your own included; built-in shapes (capsules, rectangles,
    /// rounded rectangles, ellipses, button border shapes) keep their exact outline as they resize, other
    /// shapes are traced from their path. Inside a ``GlassEffectContainer`` the glass
    /// renders with its neighbours and merges with those within the container's spacing.
    ///
    /// - Parameters:
    ///   - glass: The material: `.regular`, `.clear`, `.identity`, tinted or interactive.
    ///   - shape: The outline of the glass, in the view's frame.
    ///   - isEnabled: Whether the glass shows; `false` draws the view as if it had none.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule(), isEnabled: Bool = true) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape, isEnabled: isEnabled))
    }

    /// Sets how glass in this view appears and disappears when a change inserts or removes it.
    ///
    /// ```swift
    /// if showsTools {
    ///     ToolButton().glassEffect().glassEffectTransition(.materialize)
    /// }
    /// ```
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        environment(\.glassEffectTransition, transition)
    }
}

extension EnvironmentValues {
    /// How glass in this part of the tree appears and disappears.
    var glassEffectTransition: GlassEffectTransition {
        get { self[GlassEffectTransitionKey.self] }
        set { self[GlassEffectTransitionKey.self] = newValue }
    }

    /// The union the glass in this part of the tree belongs to, if any.
    var glassEffectUnion: GlassEffectUnion? {
        get { self[GlassEffectUnionKey.self] }
        set { self[GlassEffectUnionKey.self] = newValue }
    }
}

private struct GlassEffectTransitionKey: EnvironmentKey {
    static var defaultValue: GlassEffectTransition { .matchedGeometry }
}

private struct GlassEffectUnionKey: EnvironmentKey {
    static var defaultValue: GlassEffectUnion? { nil }
}

/// A union of glass: an id in a namespace. (A struct rather than `AnyHashable`, which an
/// absent value read back from the environment would box as a present one.)
struct GlassEffectUnion: Hashable {
    let key: MatchedGeometryKey
}
