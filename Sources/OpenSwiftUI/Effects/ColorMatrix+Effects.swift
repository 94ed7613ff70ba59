import Foundation

/// The colour matrices of SwiftUI's colour effects, shared by the view modifiers and
/// `GraphicsContext`'s filters.
extension ColorMatrix {
    /// Rec. 709 luma weights, as SVG's and Core Image's colour filters use.
    static let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)

    /// Adds `amount` to each colour channel.
    static func brightness(_ amount: Float) -> ColorMatrix {
        ColorMatrix(rows: identity.rows, offsets: SIMD4(amount, amount, amount, 0))
    }

    /// Scales each colour channel's distance from mid-grey by `amount`.
    static func contrast(_ amount: Float) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0], [0, amount, 0, 0], [0, 0, amount, 0], [0, 0, 0, 1]], offsets: SIMD4(offset, offset, offset, 0))
    }

    /// Scales saturation by `s` (0 grey, 1 unchanged, more vivid above).
    static func saturation(_ s: Float) -> ColorMatrix {
        let w = luma
        return ColorMatrix(rows: [
            SIMD4(w.x + (1 - w.x) * s, w.y - w.y * s, w.z - w.z * s, 0),
            SIMD4(w.x - w.x * s, w.y + (1 - w.y) * s, w.z - w.z * s, 0),
            SIMD4(w.x - w.x * s, w.y - w.y * s, w.z + (1 - w.z) * s, 0),
            SIMD4(0, 0, 0, 1),
        ])
    }

    /// Turns hues by `degrees`, keeping luma, as SVG's `hueRotate`.
    static func hueRotation(degrees: Float) -> ColorMatrix {
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: [
            SIMD4(0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0),
            SIMD4(0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0),
            SIMD4(0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0),
            SIMD4(0, 0, 0, 1),
        ])
    }

    /// Inverts colours by `amount` (1 fully).
    static func inverting(_ amount: Float) -> ColorMatrix {
        let a = min(1, max(0, amount)), scale = 1 - 2 * a
        return ColorMatrix(rows: [[scale, 0, 0, 0], [0, scale, 0, 0], [0, 0, scale, 0], [0, 0, 0, 1]], offsets: SIMD4(a, a, a, 0))
    }

    /// Black whose opacity is the colour's luminance.
    static let luminanceToAlpha = ColorMatrix(rows: [.zero, .zero, .zero, luma])

    /// Multiplies each channel by a colour's.
    static func multiplying(by color: UIColor) -> ColorMatrix {
        let c = color.cgColor.sRGBComponents
        let rgba = [c.red, c.green, c.blue, c.alpha].map(Float.init)
        return ColorMatrix(rows: [[rgba[0], 0, 0, 0], [0, rgba[1], 0, 0], [0, 0, rgba[2], 0], [0, 0, 0, rgba[3]]])
    }
}
