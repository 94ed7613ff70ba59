import Foundation

/// `blur(radius:opaque:)`: a Gaussian blur of the content.
struct BlurEffect: RasterEffectModifier, Animatable {
    var radius: CGFloat
    let opaque: Bool

    nonisolated var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }

    func layerEffect(in environment: EnvironmentValues) -> LayerRasterEffect {
        .blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: opaque)
    }
}

extension View {
    /// Blurs the view.
    ///
    /// ```swift
    /// Image("poster").resizable().blur(radius: isLocked ? 12 : 0)
    /// ```
    ///
    /// - Parameters:
    ///   - radius: The blur's standard deviation in points; NaN, infinite and negative
    ///     radii do not blur.
    ///   - opaque: Whether the edges stay opaque (the content's edge pixels extend outward)
    ///     rather than fading to transparent.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurEffect(radius: radius, opaque: opaque))
    }
}
