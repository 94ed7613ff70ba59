/// The accessibility settings that change how glass renders.
///
/// - Reduce Transparency: frostier, and a near-opaque fill hides most of the backdrop.
/// - Increase Contrast: predominantly white (light) or black (dark) with a contrasting border.
/// - Reduce Motion: lower lensing and highlight intensity; the caller also drops the
///   elastic press response (``GlassInteraction/scale(reduceMotion:)``).
public struct GlassAccessibility: Hashable, Sendable {
    /// Reduce Transparency: frost becomes nearly opaque.
    public var reduceTransparency: Bool
    /// Increase Contrast: solid black or white with a border.
    public var increaseContrast: Bool
    /// Reduce Motion: presses respond without the elastic bounce.
    public var reduceMotion: Bool

    /// The given settings; all off by default.
    public init(reduceTransparency: Bool = false, increaseContrast: Bool = false, reduceMotion: Bool = false) {
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.reduceMotion = reduceMotion
    }

    /// Every setting off.
    public static let standard = GlassAccessibility()
}
