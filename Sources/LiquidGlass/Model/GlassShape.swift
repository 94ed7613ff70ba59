import Foundation

/// The outline of a piece of glass, in points.
public enum GlassShape: Sendable, Equatable {
    /// A rounded rectangle with a radius per corner (y-down: `minXMinY` is the top left).
    case roundedRect(CGRect, cornerRadii: CGCornerRadii, style: CGRoundedCornerStyle)
    /// A rectangle whose shorter side is fully rounded.
    case capsule(CGRect)
    /// The ellipse inscribed in a rectangle (a circle in a square).
    case ellipse(CGRect)
    /// Any path, filled with the non-zero rule; rendered through a distance field, so glyph
    /// outlines become glass too.
    case path(CGPath)

    /// A rounded rectangle with one radius.
    public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, style: CGRoundedCornerStyle = .continuous) -> GlassShape {
        .roundedRect(rect, cornerRadii: CGCornerRadii(all: cornerRadius), style: style)
    }

    /// The smallest rectangle holding the shape.
    public var bounds: CGRect {
        switch self {
        case .roundedRect(let rect, _, _), .capsule(let rect), .ellipse(let rect): return rect.standardized
        case .path(let path): return path.boundingBoxOfPath
        }
    }

    /// The shape grown or shrunk by `factor` about its centre.
    public func scaled(by factor: CGFloat) -> GlassShape {
        guard factor != 1, factor.isFinite, factor > 0 else { return self }
        let b = bounds
        let grow = CGAffineTransform(translationX: b.midX, y: b.midY)
            .scaledBy(x: factor, y: factor).translatedBy(x: -b.midX, y: -b.midY)
        switch self {
        case .roundedRect(let rect, let radii, let style):
            let r = radii
            return .roundedRect(
                rect.applying(grow),
                cornerRadii: CGCornerRadii(
                    minXMinY: r.minXMinY * factor, maxXMinY: r.maxXMinY * factor,
                    maxXMaxY: r.maxXMaxY * factor, minXMaxY: r.minXMaxY * factor),
                style: style)
        case .capsule(let rect): return .capsule(rect.applying(grow))
        case .ellipse(let rect): return .ellipse(rect.applying(grow))
        case .path(let path): return .path(path.copy(using: [grow]) ?? path)
        }
    }

    /// The same kind of outline stretched over `rect`: a capsule stays a capsule, a rounded
    /// rectangle keeps its radii; a path (whose stretch would distort it) becomes a rectangle
    /// rounded by a quarter of its shorter side.
    public func spanning(_ rect: CGRect) -> GlassShape {
        switch self {
        case .roundedRect(_, let radii, let style): return .roundedRect(rect, cornerRadii: radii, style: style)
        case .capsule: return .capsule(rect)
        case .ellipse: return .ellipse(rect)
        case .path:
            return bounds == rect ? self : .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 4)
        }
    }

    /// True when every coordinate is finite and the shape has area.
    var isRenderable: Bool {
        let b = bounds
        return !b.isNull && b.minX.isFinite && b.minY.isFinite && b.width.isFinite && b.height.isFinite
            && b.width > 0 && b.height > 0
    }
}
