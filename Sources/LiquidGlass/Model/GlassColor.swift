import Foundation

/// A straight (not premultiplied) sRGB colour with components in 0...1, as the glass
/// shader consumes it.
public struct GlassColor: Hashable, Sendable {
    /// Red, 0 to 1, in sRGB.
    public var red: Float
    /// Green, 0 to 1, in sRGB.
    public var green: Float
    /// Blue, 0 to 1, in sRGB.
    public var blue: Float
    /// Opacity, 0 to 1.
    public var alpha: Float

    /// A colour; components are clamped to 0...1 and non-finite ones become 0.
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        func clamp(_ v: Float) -> Float { v.isFinite ? min(1, max(0, v)) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Opaque white.
    public static let white = GlassColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = GlassColor(red: 0, green: 0, blue: 0)

    /// Rec. 709 relative luminance of the colour's components (gamma-encoded, as the
    /// adaptivity measure uses it).
    public var luminance: Float { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
