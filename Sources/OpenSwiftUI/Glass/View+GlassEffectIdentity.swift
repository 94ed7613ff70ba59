import Foundation

/// The key of glass matched across a change: glass ids live apart from
/// `matchedGeometryEffect` ids in the same namespace.
struct GlassEffectIDKey: Hashable {
    let id: AnyHashable
}

/// `glassEffectID(_:in:)`: the glass inside moves in from where glass of the same id was
/// when a change removes one and inserts the other (the container merges and splits the
/// shapes as they travel). Without an id, the content is shown unchanged.
struct GlassEffectIDModifier: PrimitiveModifier {
    let key: MatchedGeometryKey?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        guard let key else {
            node.matchedGeometry = nil
            node.showAsList(content, context: context)
            return
        }
        MatchedGeometryModifier(key: key, properties: .frame, isSource: true).update(node, content: content, context: context)
    }
}

extension View {
    /// Gives the glass in this view an identity in `namespace`, so that when a change
    /// removes it and inserts glass with the same id (inside an animation), the new glass
    /// morphs from the old one's place and size; a ``GlassEffectContainer`` merges the
    /// shapes with their neighbours as they travel.
    ///
    /// ```swift
    /// @Namespace private var glass
    ///
    /// GlassEffectContainer {
    ///     if isExpanded {
    ///         Panel().glassEffect().glassEffectID("tools", in: glass)
    ///     } else {
    ///         ToolsButton().glassEffect().glassEffectID("tools", in: glass)
    ///     }
    /// }
    /// ```
    ///
    /// How it differs from SwiftUI: glass whose id had no glass before materializes in place
    /// (SwiftUI grows it out of its nearest neighbour), and the morph scales the new glass's
    /// drawing from the old frame, as ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)`` does.
    ///
    /// - Parameters:
    ///   - id: The identity; `nil` gives none.
    ///   - namespace: The namespace the identity lives in.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        modifier(GlassEffectIDModifier(key: presentID(id).map { MatchedGeometryKey(namespace: namespace, id: AnyHashable(GlassEffectIDKey(id: $0))) }))
    }

    /// Makes the glass in this view draw as one shape with every other glass of the same
    /// union id in the same ``GlassEffectContainer``: one capsule (or whatever outline the
    /// first of them has) spanning all their frames.
    ///
    /// ```swift
    /// GlassEffectContainer {
    ///     HStack(spacing: 20) {
    ///         Button("Bold", systemImage: "bold") {}.glassEffect().glassEffectUnion(id: "style", namespace: glass)
    ///         Button("Italic", systemImage: "italic") {}.glassEffect().glassEffectUnion(id: "style", namespace: glass)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The union; `nil` takes the glass out of any union.
    ///   - namespace: The namespace the union id lives in.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        environment(\.glassEffectUnion, presentID(id).map { GlassEffectUnion(key: MatchedGeometryKey(namespace: namespace, id: $0)) })
    }
}

/// The id, or `nil` when it is absent: `condition ? "id" : nil` infers an optional id
/// type, so an id may itself be an empty optional.
private func presentID(_ id: (some Hashable)?) -> AnyHashable? {
    guard let id else { return nil }
    let mirror = Mirror(reflecting: id)
    if mirror.displayStyle == .optional, mirror.children.isEmpty { return nil }
    return AnyHashable(id)
}
