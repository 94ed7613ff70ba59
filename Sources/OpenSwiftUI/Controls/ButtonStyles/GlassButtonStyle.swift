import Foundation

/// A button on interactive Liquid Glass in its border shape (a capsule by default), its
/// label in the primary colour: the glass swells and glows where it is pressed.
///
/// ```swift
/// Button("Skip", systemImage: "forward.fill") { player.skip() }
///     .buttonStyle(.glass)
/// ```
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// The regular glass style.
    public init() { glass = .regular }

    /// A style on `glass` (clear, tinted); it is always interactive.
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .glass(glass)))
    }
}

/// A button on glass stained with the tint, its label white: the screen's main action on glass.
///
/// ```swift
/// Button("Agree") { accept() }
///     .buttonStyle(.glassProminent)
/// ```
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .glassProminent))
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Interactive glass behind the label.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// Interactive glass of your choosing (clear, tinted) behind the label.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Glass stained with the tint behind a white label.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
