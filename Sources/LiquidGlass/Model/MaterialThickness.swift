import Foundation

/// The thickness of a flat frosted material (what blur materials and SwiftUI's `Material`
/// are): a thicker material blurs more and lays a more opaque fill over what is behind it.
///
/// ```swift
/// var card = GlassElement(shape: .roundedRect(frame, cornerRadius: 16))
/// card.materialThickness = .thick
/// ```
///
/// A material has no lens, rim light or shadow, so it costs less to render than glass of
/// the same size. The values approximate Apple's system materials by eye (they are not
/// fitted to captures as the glass is).
public enum MaterialThickness: Int, Hashable, Sendable, CaseIterable {
    /// Barely frosted; most of the backdrop shows through.
    case ultraThin
    /// More translucent than the default.
    case thin
    /// The default material.
    case regular
    /// More opaque than the default.
    case thick
    /// Nearly opaque.
    case ultraThick
    /// The material of bars (`Material.bar`, the chrome blur styles).
    case chrome

    /// Blur radius (Gaussian sigma) in points.
    var frostSigma: Float {
        switch self {
        case .ultraThin: return 6
        case .thin: return 8
        case .regular, .chrome: return 10
        case .thick: return 12
        case .ultraThick: return 14
        }
    }

    /// The opacity of the fill laid over the blurred backdrop, light or dark.
    func fillOpacity(light: Bool) -> Float {
        switch self {
        case .ultraThin: return light ? 0.22 : 0.32
        case .thin: return light ? 0.40 : 0.50
        case .regular: return light ? 0.56 : 0.64
        case .thick: return light ? 0.70 : 0.76
        case .ultraThick: return light ? 0.82 : 0.86
        case .chrome: return light ? 0.74 : 0.78
        }
    }
}
