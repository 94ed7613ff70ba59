import Foundation

/// How a view's colours combine with what lies beneath it.
public enum BlendMode: Sendable, Equatable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var cgBlendMode: CGBlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

/// `blendMode(_:)`, `compositingGroup()` and `drawingGroup()`: the content drawn as one
/// image, then composited (with a blend mode).
struct CompositingEffect: RasterEffectModifier {
    let blendMode: BlendMode?

    func layerEffect(in environment: EnvironmentValues) -> LayerRasterEffect {
        blendMode.map { .blendMode($0.cgBlendMode) } ?? .group
    }
}

extension View {
    /// Composites the view over what lies beneath it with a blend mode.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.yellow
    ///     Circle().fill(.red).blendMode(.multiply)
    /// }
    /// ```
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(CompositingEffect(blendMode: blendMode))
    }

    /// Draws the view's content together before effects such as opacity apply to it, so
    /// overlapping parts fade as one.
    public func compositingGroup() -> some View {
        modifier(CompositingEffect(blendMode: nil))
    }

    /// Renders the view's content into an image before compositing it.
    ///
    /// OpenSwiftUI draws on the CPU either way: this groups the content as
    /// ``View/compositingGroup()`` does. Every `colorMode` renders 8-bit sRGB.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(CompositingEffect(blendMode: nil))
    }
}
