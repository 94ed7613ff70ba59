import Foundation

/// How strongly and how deep into a shape the backdrop is bent, in device pixels.
///
/// Fitted to Apple's captures: regular glass bends a ring `min(20 pt, halfMinor / 2)` wide
/// by up to `min(60 pt, halfMinor)`. Clear glass, which shows the bend sharply, bends a
/// narrower ring, `min(20 pt, 0.15 × halfMinor)` wide (at least 2 pt) by up to
/// `min(60 pt, 0.4 × halfMinor)`: on Apple's clear circle the band is 10–15 % of the radius
/// and bends bricks into arcs along the rim, and a straight line crossing the rim of
/// window-size clear glass hooks as in Apple's macOS render (about 16 pt at the rim, 1.5 pt
/// at 12 pt in).
///
/// Small, round clear glass is also a thick lens across its whole face: its interior is
/// magnified about 1.3× (Apple's clear circle), fading to none by a half short side of 80 pt,
/// where Apple's clear windows show their interior 1:1, and by an aspect ratio of 2, where a
/// magnification across the short side alone would stretch content.
struct LensProfile {
    var bevel: Float
    var amount: Float
    /// Half the shape's short side, pixels: the depth of its centre.
    var halfMinor: Float
    /// How much the interior is magnified beyond 1 (0.3: 1.3×).
    var magnification: Float

    init(bevel: Float, amount: Float, halfMinor: Float = 0, magnification: Float = 0) {
        self.bevel = bevel
        self.amount = amount
        self.halfMinor = halfMinor
        self.magnification = magnification
    }

    init(variant: GlassVariant, halfMinor: Float, halfMajor: Float, pixelsPerPoint scale: Float) {
        let twenty = 20 * scale
        var bevel = min(twenty, halfMinor / 2)
        var amount = min(60 * scale, halfMinor)
        var magnification: Float = 0
        if variant == .thin {
            bevel = min(8 * scale, halfMinor / 4)
            amount = min(24 * scale, halfMinor / 2)
        }
        if variant == .clear {
            bevel = min(twenty, max(2 * scale, 0.15 * halfMinor))
            amount = min(60 * scale, 0.4 * halfMinor)
            let halfMinorPoints = halfMinor / scale
            let roundness = min(1, max(0, 2 * halfMinor / max(halfMajor, 1) - 1))
            magnification = 0.3 * min(1, max(0, (80 - halfMinorPoints) / 40)) * roundness
        }
        self.init(bevel: max(0.5, bevel), amount: amount, halfMinor: halfMinor, magnification: magnification)
    }

    /// The inward displacement at signed distance `sd` (negative inside): the magnified
    /// interior's pull toward the centre, plus, in the rim band, a circular arc rising to
    /// `amount` at the rim.
    @inline(__always)
    func displacement(at sd: Float) -> Float {
        let x = 1 - min(1, max(0, -sd / bevel))
        let rim = amount * (1 - max(0, 1 - x * x).squareRoot())
        guard magnification > 0 else { return rim }
        // A point `r` from the centre shows what lies `r / m` from it.
        let fromCentre = max(0, halfMinor + min(0, sd))
        return rim + fromCentre * (1 - 1 / (1 + magnification))
    }

    /// This profile mixed with another where merged shapes meet (`weight` is this one's share).
    func blended(with other: LensProfile, weight h: Float) -> LensProfile {
        LensProfile(bevel: lerp(other.bevel, bevel, h), amount: lerp(other.amount, amount, h),
                    halfMinor: lerp(other.halfMinor, halfMinor, h), magnification: lerp(other.magnification, magnification, h))
    }
}
