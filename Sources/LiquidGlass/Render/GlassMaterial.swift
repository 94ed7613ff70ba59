import Foundation

/// The constants of one look of glass: variant × appearance × accessibility.
///
/// Fitted to Apple's iOS 26 renders (the fidelity tests hold it to their numbers). Small
/// regular glass in the light look fits about 0.45 × backdrop + 0.55 × white; fitted by
/// CIEDE2000 over Apple's blue, green, red and white samples it is the backdrop with 1.2×
/// saturation and 1.1× exposure under a 58 % white fill. In the dark look it is a smoky grey
/// (#17–#20 over black). Clear glass brightens the backdrop about 15 % and keeps its
/// saturation, with no milky fill.
struct GlassMaterial: Equatable {
    /// Blur radius (Gaussian sigma), points.
    var frostSigma: Float
    /// Saturation boost of the backdrop, `mix(luma, c, s)`.
    var saturation: Float
    /// Brightening of the backdrop before the fill (clear glass's exposure boost), ×.
    var exposure: Float
    /// The milky fill laid over the backdrop (straight RGB 0…1) and its opacity.
    var fill: SIMD3<Float>
    var fillOpacity: Float
    /// Strength of the hairline rim highlight.
    var highlight: Float
    /// Strength of the soft specular glow pooling in the corner away from the light.
    var cornerGlow: Float
    /// Scale on the lens displacement.
    var lensing: Float
    /// A contrasting border (Increase Contrast), its colour and width in points.
    var border: SIMD3<Float>?
    var borderWidth: Float
    /// Base strength of the soft shadow.
    var shadow: Float

    static func resolve(
        _ variant: GlassVariant, _ appearance: GlassAppearance, _ accessibility: GlassAccessibility, thickness: MaterialThickness? = nil
    ) -> GlassMaterial {
        let light = appearance == .light
        var m = thickness.map { frosted($0, light: light) } ?? base(variant, light: light)
        if accessibility.reduceTransparency {
            m.frostSigma = max(m.frostSigma, 6) * 2
            m.exposure = 1
            m.fill = light ? SIMD3(0.96, 0.96, 0.97) : SIMD3(0.14, 0.14, 0.15)
            m.fillOpacity = 0.82
        }
        if accessibility.increaseContrast {
            m.fill = light ? SIMD3(1, 1, 1) : SIMD3(0, 0, 0)
            m.fillOpacity = max(m.fillOpacity, 0.9)
            m.border = light ? SIMD3(0, 0, 0) : SIMD3(1, 1, 1)
            m.borderWidth = 1.5
            m.highlight *= 0.5
            m.cornerGlow = 0
        }
        if accessibility.reduceMotion {
            m.lensing = 0.5
            m.highlight *= 0.6
            m.cornerGlow *= 0.6
        }
        return m
    }

    /// A flat material: a saturated blur under a light or dark fill, no lens or highlights.
    private static func frosted(_ thickness: MaterialThickness, light: Bool) -> GlassMaterial {
        GlassMaterial(
            frostSigma: thickness.frostSigma, saturation: 1.6, exposure: 1,
            fill: light ? SIMD3(0.98, 0.98, 0.99) : SIMD3(0.11, 0.11, 0.12), fillOpacity: thickness.fillOpacity(light: light),
            highlight: 0, cornerGlow: 0, lensing: 0, border: nil, borderWidth: 0, shadow: 0)
    }

    private static func base(_ variant: GlassVariant, light: Bool) -> GlassMaterial {
        switch variant {
        case .regular where light:
            return GlassMaterial(
                frostSigma: 4, saturation: 1.2, exposure: 1.1, fill: SIMD3(1, 1, 1), fillOpacity: 0.58,
                highlight: 0.6, cornerGlow: 0.3, lensing: 1, border: nil, borderWidth: 0, shadow: 0.06)
        case .regular:
            return GlassMaterial(
                frostSigma: 4, saturation: 1.1, exposure: 1, fill: SIMD3(0.2, 0.2, 0.21), fillOpacity: 0.5,
                highlight: 0.3, cornerGlow: 0.12, lensing: 1, border: nil, borderWidth: 0, shadow: 0.1)
        case .thin where light:
            return GlassMaterial(
                frostSigma: 4, saturation: 1.15, exposure: 1.08, fill: SIMD3(1, 1, 1), fillOpacity: 0.45,
                highlight: 0.5, cornerGlow: 0, lensing: 0.7, border: nil, borderWidth: 0, shadow: 0)
        case .thin:
            return GlassMaterial(
                frostSigma: 4, saturation: 1.1, exposure: 1, fill: SIMD3(0.2, 0.2, 0.21), fillOpacity: 0.4,
                highlight: 0.25, cornerGlow: 0, lensing: 0.7, border: nil, borderWidth: 0, shadow: 0)
        case .clear where light:
            return GlassMaterial(
                frostSigma: 0.35, saturation: 1.05, exposure: 1.15, fill: SIMD3(1, 1, 1), fillOpacity: 0,
                highlight: 0.5, cornerGlow: 0.3, lensing: 1, border: nil, borderWidth: 0, shadow: 0)
        case .clear:
            return GlassMaterial(
                frostSigma: 0.35, saturation: 1.05, exposure: 1.05, fill: SIMD3(0, 0, 0), fillOpacity: 0.08,
                highlight: 0.4, cornerGlow: 0.2, lensing: 1, border: nil, borderWidth: 0, shadow: 0)
        }
    }
}
