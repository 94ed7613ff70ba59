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

    func matrix(in environment: EnvironmentValues) -> ColorMatrix {
        let a = Float(amount.isFinite ? amount : neutralAmount)
        switch kind {
        case .brightness: return .brightness(a)
        case .contrast: return .contrast(a)
        case .saturation: return .saturation(max(0, a))
        case .grayscale: return .saturation(1 - min(1, max(0, a)))
        case .hueRotation: return .hueRotation(degrees: a)
        case .invert: return .inverting(1)
        case .luminanceToAlpha: return .luminanceToAlpha
        case .multiply(let color): return .multiplying(by: color.resolvedColor(in: environment))
        }
    }

    /// The amount that leaves colours as they are, used in place of a non-finite one.
    private var neutralAmount: Double {
        switch kind {
        case .contrast, .saturation: return 1
        default: return 0
        }
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
