import Foundation

/// The working colour space and storage format of an offscreen rendering, as
/// ``ImageRenderer/colorMode`` and `drawingGroup(opaque:colorMode:)` take it.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// Gamma-encoded sRGB, 8 bits per channel, values clamped to 0…1.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB that keeps values outside 0…1.
    case extendedLinear
}
