import Foundation
import OpenCoreGraphics

/// An effect on a layer and its sublayers drawn together as one image: an OpenQuartzCore
/// SPI for SwiftUI's visual effects.
package enum LayerRasterEffect: Equatable, Sendable {
    /// Every pixel's straight colour mapped by a matrix (brightness, contrast, saturation…).
    case colorMatrix(ColorMatrix)
    /// A Gaussian blur of `radius` points (its standard deviation); `opaque` extends the edges
    /// instead of fading them to transparent.
    case blur(radius: CGFloat, opaque: Bool)
    /// The content's silhouette in `color`, blurred by `radius` (twice its standard
    /// deviation, as `shadowRadius`) and moved by `offset`, drawn beneath the content.
    case shadow(color: CGColor, radius: CGFloat, offset: CGSize)
    /// A shadow inside the content: what lies outside it, in `color`, blurred by `radius`
    /// and moved by `offset`, drawn over the content where the content is.
    case innerShadow(color: CGColor, radius: CGFloat, offset: CGSize)
    /// The image composited over what lies beneath with a blend mode.
    case blendMode(CGBlendMode)
    /// Nothing but drawing as one image: a compositing group.
    case group

    /// How far beyond the content the effect can draw, in points, per edge.
    var reach: (horizontal: CGFloat, vertical: CGFloat, offset: CGSize) {
        switch self {
        case .blur(let radius, let opaque):
            let margin = opaque ? 0 : Self.margin(sigma: radius)
            return (margin, margin, .zero)
        case .shadow(_, let radius, let offset):
            let margin = Self.margin(sigma: radius / 2)
            return (margin, margin, offset)
        case .colorMatrix, .blendMode, .group, .innerShadow:
            return (0, 0, .zero)
        }
    }

    /// Three standard deviations and a point, for blur that fades to nothing; 0 for
    /// lengths that are not finite or not positive.
    static func margin(sigma: CGFloat) -> CGFloat {
        sigma.isFinite && sigma > 0 ? min(sigma, 2048) * 3 + 1 : 0
    }

    /// `rect` grown by where `effects`, applied in order, can draw.
    static func extent(of rect: CGRect, under effects: [LayerRasterEffect]) -> CGRect {
        guard !rect.isNull else { return rect }
        var result = rect
        for effect in effects {
            let reach = effect.reach
            guard reach.horizontal > 0 || reach.vertical > 0 || reach.offset != .zero else { continue }
            let offset = CGSize(
                width: reach.offset.width.isFinite ? reach.offset.width : 0, height: reach.offset.height.isFinite ? reach.offset.height : 0)
            result = result.union(result.insetBy(dx: -reach.horizontal, dy: -reach.vertical).offsetBy(dx: offset.width, dy: offset.height))
        }
        return result
    }
}
