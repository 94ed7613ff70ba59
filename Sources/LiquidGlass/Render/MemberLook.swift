import Foundation

/// One member's material resolved for this frame, scaled by its materialization, in the
/// shader's units (premultiplied 0…255 colours, device pixels).
struct MemberLook: Equatable {
    var materialization: Float
    var lensing: Float
    var saturation: Float
    var exposure: Float
    var fill: SIMD4<Float>
    var fillOpacity: Float
    var tint: SIMD3<Float>
    var tintStrength: Float
    var dimming: Float
    var highlight: Float
    var cornerGlow: Float
    var rimTint: SIMD4<Float>
    var border: SIMD4<Float>?
    var borderWidth: Float
    var shadow: Float
    /// Samples the clear frost rather than the regular one.
    let isClear: Bool

    init(element: GlassElement, material: GlassMaterial, scale: Float) {
        let m = Float(element.materialization)
        isClear = element.variant == .clear
        materialization = m
        lensing = material.lensing * m
        saturation = 1 + (material.saturation - 1) * m
        exposure = 1 + (material.exposure - 1) * m
        fill = SIMD4(material.fill * 255, 255)
        fillOpacity = material.fillOpacity * m
        if let tint = element.tint {
            self.tint = SIMD3(tint.red, tint.green, tint.blue) * 255
            // A fairly opaque wash: Apple's prominent blue over white stays a saturated blue.
            tintStrength = tint.alpha * 0.92 * m
        } else {
            tint = .zero
            tintStrength = 0
        }
        dimming = Float(element.dimming) * 0.5 * m
        highlight = material.highlight * m
        cornerGlow = material.cornerGlow * m
        rimTint = SIMD4(repeating: 1)
        border = material.border.map { SIMD4($0 * 255, 255) }
        borderWidth = m > 0.5 ? material.borderWidth * scale : 0
        shadow = material.shadow * m
        if element.isFlat || element.materialThickness != nil {
            lensing = 0
            highlight = 0
            cornerGlow = 0
            shadow = 0
        }
    }

    /// This look mixed with a neighbour's where merged shapes meet (`weight` is this look's share).
    @inline(__always)
    func blended(with other: MemberLook, weight w: Float) -> MemberLook {
        guard w < 1 else { return self }
        var look = self
        look.materialization = lerp(other.materialization, materialization, w)
        look.lensing = lerp(other.lensing, lensing, w)
        look.saturation = lerp(other.saturation, saturation, w)
        look.exposure = lerp(other.exposure, exposure, w)
        look.fill = other.fill + (fill - other.fill) * w
        look.fillOpacity = lerp(other.fillOpacity, fillOpacity, w)
        // A tinted member's colour carries across the bridge to an untinted one.
        let otherTint = other.tintStrength > 0 ? other.tint : tint
        let ownTint = tintStrength > 0 ? tint : other.tint
        look.tint = otherTint + (ownTint - otherTint) * w
        look.tintStrength = lerp(other.tintStrength, tintStrength, w)
        look.dimming = lerp(other.dimming, dimming, w)
        look.highlight = lerp(other.highlight, highlight, w)
        look.cornerGlow = lerp(other.cornerGlow, cornerGlow, w)
        look.shadow = lerp(other.shadow, shadow, w)
        return look
    }

    /// The face colour from a (frosted, lensed) backdrop sample: saturation, exposure, dimming,
    /// fill, tint.
    @inline(__always)
    func shadeFace(_ sample: SIMD4<Float>) -> SIMD4<Float> {
        var c = sample
        let weights = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
        let luma = (c * weights).sum()
        var rgb = SIMD3(c.x, c.y, c.z)
        rgb = (SIMD3(repeating: luma) + (rgb - SIMD3(repeating: luma)) * saturation) * exposure
        let ceiling = max(0, c.w)
        rgb = SIMD3(min(ceiling, max(0, rgb.x)), min(ceiling, max(0, rgb.y)), min(ceiling, max(0, rgb.z)))
        rgb *= 1 - dimming
        c = SIMD4(rgb, c.w)
        c = c * (1 - fillOpacity) + fill * fillOpacity
        if tintStrength > 0 {
            // Stained glass: the tint's tone follows the brightness behind it.
            let tone = (c * weights).sum() / max(1, c.w)
            let toned = tint * (0.55 + 0.65 * tone)
            let stained = SIMD3(min(255, toned.x), min(255, toned.y), min(255, toned.z)) * (c.w / 255)
            let mixed = SIMD3(c.x, c.y, c.z) + (stained - SIMD3(c.x, c.y, c.z)) * tintStrength
            c = SIMD4(mixed, c.w)
        }
        return c
    }
}
