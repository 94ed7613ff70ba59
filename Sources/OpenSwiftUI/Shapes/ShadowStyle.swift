import Foundation

/// A shadow a style casts: `.drop` draws the filled shape's silhouette beneath it,
/// `.inner` darkens the shape's inside along its edges, as if it were pressed in.
///
/// ```swift
/// Circle().fill(.orange.shadow(.drop(color: .black.opacity(0.3), radius: 6, y: 3)))
/// RoundedRectangle(cornerRadius: 12).fill(.white.shadow(.inner(radius: 4, y: 2)))
/// ```
///
/// Differs from SwiftUI: shapes cast a style's shadow; text drawn in such a style does not.
public struct ShadowStyle: Equatable, Sendable {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    var isInner = false

    /// A shadow inside what the style fills: the outside's shadow in `color`, blurred by
    /// `radius` and moved by `x` and `y`, falling on the fill.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        var style = drop(color: color, radius: radius, x: x, y: y)
        style.isInner = true
        return style
    }

    /// A shadow beneath what the style fills: its silhouette in `color`, blurred by
    /// `radius` and moved by `x` and `y`.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(
            color: color, radius: radius.isFinite ? max(0, radius) : 0,
            offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0))
    }
}

/// A style that casts a shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvingStyle, ShadowCastingStyle {
    let base: Base
    let shadow: ShadowStyle

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint { base.paint(in: environment) }

    func layerShadow(in environment: EnvironmentValues) -> LayerRasterEffect? {
        let color = shadow.color.resolvedColor(in: environment).cgColor
        return shadow.isInner
            ? .innerShadow(color: color, radius: shadow.radius, offset: shadow.offset)
            : .shadow(color: color, radius: shadow.radius, offset: shadow.offset)
    }
}

/// A style whose fills cast a shadow.
protocol ShadowCastingStyle {
    func layerShadow(in environment: EnvironmentValues) -> LayerRasterEffect?
}

extension ShapeStyle {
    /// This style casting a shadow.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, shadow: style)
    }

    /// The shadow this style casts in `environment`, if any (through wrappers).
    func castShadow(in environment: EnvironmentValues) -> LayerRasterEffect? {
        if let casting = self as? any ShadowCastingStyle { return casting.layerShadow(in: environment) }
        if let any = self as? AnyShapeStyle { return any.base.castShadow(in: environment) }
        return nil
    }
}

extension _OpacityShapeStyle: ShadowCastingStyle {
    func layerShadow(in environment: EnvironmentValues) -> LayerRasterEffect? { base.castShadow(in: environment) }
}

extension _LevelledShapeStyle: ShadowCastingStyle {
    func layerShadow(in environment: EnvironmentValues) -> LayerRasterEffect? { base.castShadow(in: environment) }
}
