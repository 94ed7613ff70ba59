import Foundation

/// The colour effects: each maps every pixel's colour through a matrix.
struct ColorEffect: RasterEffectModifier, Animatable {
    enum Kind {
        case brightness, contrast, saturation, grayscale, hueRotation, invert, luminanceToAlpha
        case multiply(Color)
    }

    let kind: Kind
    /// The effect's strength (degrees for a hue rotation); unused by the fixed effects.
    var amount: Double

    nonisolated var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func layerEffect(in environment: EnvironmentValues) -> LayerRasterEffect {
        .colorMatrix(matrix(in: environment))
    }

    /// Rec. 709 luma weights, as SVG's and Core Image's colour filters use.
    private static let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)

    func matrix(in environment: EnvironmentValues) -> ColorMatrix {
        let a = Float(amount.isFinite ? amount : neutralAmount)
        switch kind {
        case .brightness:
            return ColorMatrix(rows: ColorMatrix.identity.rows, offsets: SIMD4(a, a, a, 0))
        case .contrast:
            let offset = 0.5 * (1 - a)
            return ColorMatrix(rows: [[a, 0, 0, 0], [0, a, 0, 0], [0, 0, a, 0], [0, 0, 0, 1]], offsets: SIMD4(offset, offset, offset, 0))
        case .saturation:
            return Self.saturation(max(0, a))
        case .grayscale:
            return Self.saturation(1 - min(1, max(0, a)))
        case .hueRotation:
            return Self.hueRotation(degrees: a)
        case .invert:
            return ColorMatrix(rows: [[-1, 0, 0, 0], [0, -1, 0, 0], [0, 0, -1, 0], [0, 0, 0, 1]], offsets: SIMD4(1, 1, 1, 0))
        case .luminanceToAlpha:
            return ColorMatrix(rows: [.zero, .zero, .zero, Self.luma])
        case .multiply(let color):
            let c = color.resolvedColor(in: environment).cgColor.components ?? [1, 1, 1, 1]
            let rgba = c.count >= 4 ? c.map(Float.init) : [Float(c[0]), Float(c[0]), Float(c[0]), Float(c.last ?? 1)]
            return ColorMatrix(rows: [[rgba[0], 0, 0, 0], [0, rgba[1], 0, 0], [0, 0, rgba[2], 0], [0, 0, 0, rgba[3]]])
        }
    }

    /// The amount that leaves colours as they are, used in place of a non-finite one.
    private var neutralAmount: Double {
        switch kind {
        case .contrast, .saturation: return 1
        default: return 0
        }
    }

    /// The matrix that scales saturation by `s` (0 grey, 1 unchanged, more vivid above).
    static func saturation(_ s: Float) -> ColorMatrix {
        let w = luma
        return ColorMatrix(rows: [
            SIMD4(w.x + (1 - w.x) * s, w.y - w.y * s, w.z - w.z * s, 0),
            SIMD4(w.x - w.x * s, w.y + (1 - w.y) * s, w.z - w.z * s, 0),
            SIMD4(w.x - w.x * s, w.y - w.y * s, w.z + (1 - w.z) * s, 0),
            SIMD4(0, 0, 0, 1),
        ])
    }

    /// The matrix that turns hues by `degrees` keeping luma, as SVG's `hueRotate`.
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
}

extension View {
    /// Brightens (positive) or darkens (negative) the view by adding `amount` to each colour
    /// channel; 0 leaves it as it is, 1 makes it white.
    public func brightness(_ amount: Double) -> some View {
        modifier(ColorEffect(kind: .brightness, amount: amount))
    }

    /// Scales the view's contrast around mid-grey: 1 leaves it, 0 makes it grey, values
    /// above 1 sharpen it and negative values invert it.
    public func contrast(_ amount: Double) -> some View {
        modifier(ColorEffect(kind: .contrast, amount: amount))
    }

    /// Scales the view's colour saturation: 0 grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        modifier(ColorEffect(kind: .saturation, amount: amount))
    }

    /// Takes colour out of the view: 0 leaves it, 1 makes it fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(ColorEffect(kind: .grayscale, amount: amount))
    }

    /// Turns the view's hues by an angle, keeping their lightness.
    ///
    /// ```swift
    /// Image("palette").hueRotation(.degrees(90))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorEffect(kind: .hueRotation, amount: angle.degrees))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> some View {
        modifier(ColorEffect(kind: .invert, amount: 0))
    }

    /// Multiplies the view's colours by a colour.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorEffect(kind: .multiply(color), amount: 0))
    }

    /// Makes the view a mask of its own luminance: brighter parts become more opaque black.
    public func luminanceToAlpha() -> some View {
        modifier(ColorEffect(kind: .luminanceToAlpha, amount: 0))
    }
}
