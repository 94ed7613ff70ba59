/// The accessibility settings that change how glass renders.
///
/// - Reduce Transparency: frostier, and a near-opaque fill hides most of the backdrop.
/// - Increase Contrast: predominantly white (light) or black (dark) with a contrasting border.
/// - Reduce Motion: lower lensing and highlight intensity; the caller also drops the
///   elastic press response (``GlassInteraction/scale(reduceMotion:)``).
public struct GlassAccessibility: Hashable, Sendable {
    public var reduceTransparency: Bool
    public var increaseContrast: Bool
    public var reduceMotion: Bool

    public init(reduceTransparency: Bool = false, increaseContrast: Bool = false, reduceMotion: Bool = false) {
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.reduceMotion = reduceMotion
    }

    public static let standard = GlassAccessibility()
}
