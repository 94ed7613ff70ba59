import Foundation

/// A style of one kind (button, toggle, label…) with its type erased: what the
/// environment keeps for `buttonStyle(_:)` and its kin. Two settings of the same style
/// with the same values (as they describe themselves) are the same, so setting a style
/// again does not make the views inside run again.
struct ErasedStyle<Configuration>: Equatable {
    private let base: Any
    private let make: @MainActor (Configuration) -> AnyView

    init(_ style: Any, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
        base = style
        make = makeBody
    }

    /// The style's view for a configuration.
    @MainActor func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }

    static func == (lhs: ErasedStyle, rhs: ErasedStyle) -> Bool { String(reflecting: lhs.base) == String(reflecting: rhs.base) }
}

extension Optional {
    /// The style's view for a configuration, or `fallback`'s when no style was set.
    @MainActor func makeBody<Configuration>(
        _ configuration: Configuration, fallback: @autoclosure () -> ErasedStyle<Configuration>
    ) -> AnyView where Wrapped == ErasedStyle<Configuration> {
        (self ?? fallback()).makeBody(configuration)
    }
}
