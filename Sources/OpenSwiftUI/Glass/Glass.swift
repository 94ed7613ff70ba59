import Foundation

/// The Liquid Glass material a view shows with ``View/glassEffect(_:in:)``.
///
/// ```swift
/// Text("Now Playing")
///     .padding()
///     .glassEffect(.regular.tint(.indigo).interactive(), in: .capsule)
/// ```
///
/// Regular glass frosts and lenses what is behind it and flips between a light and a dark
/// look by the luminance there; clear glass is barely frosted; identity glass draws
/// nothing (for turning the effect off without changing the view's structure). Reduce
/// Transparency, Increase Contrast and Reduce Motion change every glass with no code.
public struct Glass: Equatable, Sendable {
    /// The material before tint and interactivity.
    enum Variant: Equatable, Sendable {
        case regular, clear, identity, thin
    }

    let variant: Variant
    private(set) var tintColor: Color?
    private(set) var isInteractive = false

    /// The standard glass: frosted, adaptive.
    public static var regular: Glass { Glass(variant: .regular) }

    /// Highly transparent glass, barely frosted; put a dimming layer under it over bright content.
    public static var clear: Glass { Glass(variant: .clear) }

    /// No glass at all: the view draws as if the effect were not there.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass stained with a colour (its opacity is the strength); `nil` removes the tint.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// This glass reacting to touches: it swells, bounces and glows from where it is
    /// touched (the glow spreads to neighbours in the same ``GlassEffectContainer``).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}
