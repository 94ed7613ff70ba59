import Foundation

/// `shadow(color:radius:x:y:)`: the content's silhouette, blurred and offset, beneath it.
struct ShadowEffect: RasterEffectModifier, Animatable {
    let color: Color
    var radius: CGFloat
    var offset: CGSize

    nonisolated var animatableData: AnimatablePair<CGFloat, CGSize.AnimatableData> {
        get { AnimatablePair(radius, offset.animatableData) }
        set {
            radius = newValue.first
            offset.animatableData = newValue.second
        }
    }

    func layerEffect(in environment: EnvironmentValues) -> LayerRasterEffect {
        .shadow(
            color: color.resolvedColor(in: environment).cgColor, radius: radius.isFinite ? max(0, radius) : 0,
            offset: CGSize(width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0))
    }
}

extension View {
    /// Draws a shadow of the view's content beneath it: its silhouette in `color`, blurred
    /// by `radius` and moved by `x` and `y`.
    ///
    /// ```swift
    /// Circle().fill(.white).frame(width: 60, height: 60)
    ///     .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
    /// ```
    ///
    /// - Parameters:
    ///   - color: The shadow's colour; black at a third opacity by default.
    ///   - radius: How far the shadow spreads (twice the blur's standard deviation, as
    ///     `CALayer.shadowRadius`). Non-finite and negative radii give a sharp shadow.
    ///   - x: The horizontal offset; non-finite offsets are 0.
    ///   - y: The vertical offset, positive downward.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}
