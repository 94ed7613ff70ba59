import Foundation

/// How glass appears and disappears when a change inserts or removes it.
///
/// Set with ``View/glassEffectTransition(_:)``.
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case matchedGeometry, materialize, identity
    }

    let kind: Kind

    /// Glass with a ``View/glassEffectID(_:in:)`` matching glass that was removed in the same
    /// change morphs from where that glass was; other glass materializes. The default.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }

    /// Glass forms in place: its lensing, frost and highlights ramp up (and down when it
    /// goes), its alpha does not change.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }

    /// Glass appears and disappears at once.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}
