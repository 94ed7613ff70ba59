import Foundation

/// The constants of one look of glass: variant × appearance × accessibility.
struct GlassMaterial: Equatable {
    /// Blur radius (Gaussian sigma), points.
    var frostSigma: Float
    /// Saturation boost of the backdrop, `mix(luma, c, s)`.
    var saturation: Float
    /// The milky fill laid over the backdrop (straight RGB 0…1) and its opacity.
    var fill: SIMD3<Float>
    var fillOpacity: Float
    /// Strength of the two rim highlights.
    var highlight: Float
    /// Scale on the lens displacement.
    var lensing: Float
    /// A contrasting border (Increase Contrast), its colour and width in points.
    var border: SIMD3<Float>?
    var borderWidth: Float
    /// Base strength of the soft shadow.
    var shadow: Float

    static func resolve(_ variant: GlassVariant, _ appearance: GlassAppearance, _ accessibility: GlassAccessibility) -> GlassMaterial {
        let light = appearance == .light
        var m: GlassMaterial
        switch variant {
        case .regular:
            m = GlassMaterial(
                frostSigma: 6, saturation: 1.5,
                fill: light ? SIMD3(1, 1, 1) : SIMD3(0.11, 0.11, 0.12), fillOpacity: light ? 0.3 : 0.42,
                highlight: light ? 0.55 : 0.4, lensing: 1, border: nil, borderWidth: 0, shadow: 0.1)
        case .clear:
            m = GlassMaterial(
                frostSigma: 0.35, saturation: 1.2,
                fill: light ? SIMD3(1, 1, 1) : SIMD3(0, 0, 0), fillOpacity: light ? 0.07 : 0.18,
                highlight: 0.6, lensing: 1, border: nil, borderWidth: 0, shadow: 0.06)
        }
        if accessibility.reduceTransparency {
            m.frostSigma = max(m.frostSigma, 6) * 2
            m.fill = light ? SIMD3(0.96, 0.96, 0.97) : SIMD3(0.14, 0.14, 0.15)
            m.fillOpacity = 0.82
        }
        if accessibility.increaseContrast {
            m.fill = light ? SIMD3(1, 1, 1) : SIMD3(0, 0, 0)
            m.fillOpacity = max(m.fillOpacity, 0.9)
            m.border = light ? SIMD3(0, 0, 0) : SIMD3(1, 1, 1)
            m.borderWidth = 1.5
            m.highlight *= 0.5
        }
        if accessibility.reduceMotion {
            m.lensing = 0.5
            m.highlight *= 0.6
        }
        return m
    }
}
