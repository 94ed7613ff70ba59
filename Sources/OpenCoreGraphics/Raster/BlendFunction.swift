import Foundation

/// The per-pixel maths of every blend mode, on premultiplied components in 0...1.
enum BlendFunction {
    /// The result of blending source `s` onto destination `d` with full coverage.
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>, mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        switch mode {
        case .normal: return s + d * (1 - sa)
        case .clear: return .zero
        case .copy: return s
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return d + s * (1 - da)
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return d * sa + s * (1 - da)
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter: return simd_min(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            let a = min(1, sa + da)
            let darkness = (SIMD4(repeating: sa) - s) + (SIMD4(repeating: da) - d)
            let c = simd_max(SIMD4(repeating: a) - darkness, .zero)
            return SIMD4(c.x, c.y, c.z, a)
        default:
            return separableOrNonSeparable(s, d, mode: mode)
        }
    }

    /// W3C: co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs) on premultiplied colours.
    private static func separableOrNonSeparable(_ s: SIMD4<Float>, _ d: SIMD4<Float>, mode: CGBlendMode) -> SIMD4<Float> {
        let sa = s.w, da = d.w
        let cs = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : .zero
        let cb = da > 0 ? SIMD3(d.x, d.y, d.z) / da : .zero
        let mixed: SIMD3<Float>
        switch mode {
        case .hue: mixed = setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: mixed = setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: mixed = setLum(cs, lum(cb))
        case .luminosity: mixed = setLum(cb, lum(cs))
        default:
            mixed = SIMD3(
                separable(cs.x, cb.x, mode), separable(cs.y, cb.y, mode), separable(cs.z, cb.z, mode))
        }
        let color = SIMD3(s.x, s.y, s.z) * (1 - da) + SIMD3(d.x, d.y, d.z) * (1 - sa) + mixed * (sa * da)
        return SIMD4(color.x, color.y, color.z, sa + da - sa * da)
    }

    private static func separable(_ cs: Float, _ cb: Float, _ mode: CGBlendMode) -> Float {
        switch mode {
        case .multiply: return cs * cb
        case .screen: return cs + cb - cs * cb
        case .overlay: return hardLight(cb, cs)
        case .darken: return min(cs, cb)
        case .lighten: return max(cs, cb)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cs, cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cs - cb)
        case .exclusion: return cs + cb - 2 * cs * cb
        default: return cs
        }
    }

    private static func hardLight(_ cs: Float, _ cb: Float) -> Float {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + (l - lum(c)))
    }

    private static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var result = c
        if n < 0, l - n > 0 { result = SIMD3(repeating: l) + (result - l) * l / (l - n) }
        if x > 1, x - l > 0 { result = SIMD3(repeating: l) + (result - l) * (1 - l) / (x - l) }
        return result
    }

    private static func sat(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    private static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = min(c.x, c.y, c.z), hi = max(c.x, c.y, c.z)
        guard hi > lo else { return .zero }
        return (c - lo) * s / (hi - lo)
    }
}

@inline(__always) private func simd_min(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .< a)
}

@inline(__always) private func simd_max(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .> a)
}
