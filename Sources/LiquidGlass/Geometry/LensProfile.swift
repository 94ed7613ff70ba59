import Foundation

/// How strongly and how deep into a shape the backdrop is bent, in device pixels.
///
/// Fitted to Apple's captures: regular glass bends a ring `min(20 pt, halfMinor / 2)` wide
/// by up to `min(60 pt, halfMinor)`; clear glass scales both by `min(1, halfMinor / 20 pt)`.
struct LensProfile {
    var bevel: Float
    var amount: Float

    init(bevel: Float, amount: Float) {
        self.bevel = bevel
        self.amount = amount
    }

    init(variant: GlassVariant, halfMinor: Float, pixelsPerPoint scale: Float) {
        let twenty = 20 * scale
        var bevel = min(twenty, halfMinor / 2)
        var amount = min(60 * scale, halfMinor)
        if variant == .clear {
            let shrink = min(1, halfMinor / twenty)
            bevel *= shrink
            amount *= shrink
        }
        self.init(bevel: max(0.5, bevel), amount: amount)
    }

    /// The inward displacement at signed distance `sd` (negative inside): zero on the flat
    /// face, rising along a circular arc to `amount` at the rim.
    @inline(__always)
    func displacement(at sd: Float) -> Float {
        let x = 1 - min(1, max(0, -sd / bevel))
        return amount * (1 - max(0, 1 - x * x).squareRoot())
    }
}
