import Foundation

/// A signed distance and its outward unit gradient at one point, in device pixels
/// (negative inside).
struct DistanceSample {
    var distance: Float
    var gradientX: Float
    var gradientY: Float
}

/// A shape mapped to device pixels, able to say how far a pixel centre is from its edge.
///
/// Rounded rectangles, capsules and ellipses are evaluated analytically; paths through a
/// precomputed ``PathDistanceField``.
enum ShapeDistance {
    case box(Box)
    case ellipse(centerX: Float, centerY: Float, radiusX: Float, radiusY: Float)
    case field(PathDistanceField)

    /// A rounded box: centre, half size, per-corner radii (y-down order: top left, top
    /// right, bottom right, bottom left) and the corner exponent (2 = circular).
    struct Box {
        var centerX, centerY, halfWidth, halfHeight: Float
        var radii: SIMD4<Float>
        var exponents: SIMD4<Float>
    }

    /// Half the longer side, in pixels; infinite for paths (glyphs are never magnified).
    var halfMajor: Float {
        switch self {
        case .box(let b): return max(b.halfWidth, b.halfHeight)
        case .ellipse(_, _, let rx, let ry): return max(rx, ry)
        case .field: return .infinity
        }
    }

    /// Half the shorter side, in pixels: what the lens profile scales with.
    var halfMinor: Float {
        switch self {
        case .box(let b): return min(b.halfWidth, b.halfHeight)
        case .ellipse(_, _, let rx, let ry): return min(rx, ry)
        case .field(let f): return f.halfMinor
        }
    }

    init?(_ shape: GlassShape, scale: CGFloat, originX: CGFloat, originY: CGFloat) {
        guard shape.isRenderable, scale.isFinite, scale > 0 else { return nil }
        let b = shape.bounds
        let cx = Float((b.midX * scale) - originX), cy = Float((b.midY * scale) - originY)
        let hw = Float(b.width * scale / 2), hh = Float(b.height * scale / 2)
        switch shape {
        case .capsule:
            let r = min(hw, hh)
            self = .box(Box(centerX: cx, centerY: cy, halfWidth: hw, halfHeight: hh,
                            radii: SIMD4(repeating: r), exponents: SIMD4(repeating: 2)))
        case .ellipse:
            self = .ellipse(centerX: cx, centerY: cy, radiusX: hw, radiusY: hh)
        case .roundedRect(_, let radii, let style):
            let fitted = radii.fittedForGlass(to: b.size)
            let r = SIMD4<Float>(Float(fitted.minXMinY), Float(fitted.maxXMinY), Float(fitted.maxXMaxY), Float(fitted.minXMaxY)) * Float(scale)
            self = .box(Self.makeBox(cx: cx, cy: cy, hw: hw, hh: hh, radii: r, style: style))
        case .path(let path):
            guard let field = PathDistanceField(path: path, scale: scale, originX: originX, originY: originY) else { return nil }
            self = .field(field)
        }
    }

    /// Continuous corners as a superellipse reaching 1.53 × the radius along each edge, with
    /// the exponent fitted so the curve's midpoint sits where Apple's does; it eases to a
    /// circle when the corner has no room to spread.
    private static func makeBox(cx: Float, cy: Float, hw: Float, hh: Float, radii: SIMD4<Float>, style: CGRoundedCornerStyle) -> Box {
        let halfMinor = min(hw, hh)
        guard style == .continuous else {
            return Box(centerX: cx, centerY: cy, halfWidth: hw, halfHeight: hh,
                       radii: radii.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: halfMinor)), exponents: SIMD4(repeating: 2))
        }
        var spread = SIMD4<Float>.zero, exponents = SIMD4<Float>(repeating: 2)
        for i in 0..<4 {
            let r = min(max(0, radii[i]), halfMinor)
            spread[i] = min(r * 1.5287, halfMinor)
            let room = r > 0 ? min(1, max(0, (halfMinor - r) / (0.5287 * r))) : 1
            exponents[i] = 2 + 1.56 * room
        }
        return Box(centerX: cx, centerY: cy, halfWidth: hw, halfHeight: hh, radii: spread, exponents: exponents)
    }

    /// The distance at pixel centre (x, y); `normalBoost` > 1 rounds the corners more for a
    /// smoother gradient (refraction normals then turn without a crease).
    @inline(__always)
    func sample(x: Float, y: Float, normalBoost: Float = 1) -> DistanceSample {
        switch self {
        case .box(let box): return Self.boxDistance(box, x: x, y: y, boost: normalBoost)
        case .ellipse(let cx, let cy, let rx, let ry): return Self.ellipseDistance(x - cx, y - cy, rx, ry)
        case .field(let field): return field.sample(x: x, y: y)
        }
    }

    @inline(__always)
    private static func boxDistance(_ b: Box, x: Float, y: Float, boost: Float) -> DistanceSample {
        let px = x - b.centerX, py = y - b.centerY
        // Corner order: top left, top right, bottom right, bottom left.
        let corner = py < 0 ? (px < 0 ? 0 : 1) : (px < 0 ? 3 : 2)
        let r = min(b.radii[corner] * boost, min(b.halfWidth, b.halfHeight))
        let n = b.exponents[corner]
        let sx: Float = px < 0 ? -1 : 1, sy: Float = py < 0 ? -1 : 1
        let qx = abs(px) - b.halfWidth + r, qy = abs(py) - b.halfHeight + r
        if qx > 0 && qy > 0 {
            if n == 2 {
                let g = (qx * qx + qy * qy).squareRoot()
                return DistanceSample(distance: g - r, gradientX: sx * qx / g, gradientY: sy * qy / g)
            }
            // Superellipse: the implicit function over its gradient length approximates the distance.
            let g = pow(pow(qx, n) + pow(qy, n), 1 / n)
            let dx = pow(qx / g, n - 1), dy = pow(qy / g, n - 1)
            let length = max(1e-6, (dx * dx + dy * dy).squareRoot())
            return DistanceSample(distance: (g - r) / length, gradientX: sx * dx / length, gradientY: sy * dy / length)
        }
        if qx > qy {
            return DistanceSample(distance: qx - r, gradientX: sx, gradientY: 0)
        }
        return DistanceSample(distance: qy - r, gradientX: 0, gradientY: sy)
    }

    /// An ellipse's distance approximated by its implicit function over the gradient length.
    @inline(__always)
    private static func ellipseDistance(_ px: Float, _ py: Float, _ rx: Float, _ ry: Float) -> DistanceSample {
        let ux = px / rx, uy = py / ry
        let k0 = max(1e-6, (ux * ux + uy * uy).squareRoot())
        let gx = px / (rx * rx), gy = py / (ry * ry)
        let k1 = max(1e-6, (gx * gx + gy * gy).squareRoot())
        var distance = k0 * (k0 - 1) / k1
        // Near the centre that ratio loses its meaning; the scaled radial form bounds it.
        if k0 < 1 { distance = max(distance, (k0 - 1) * min(rx, ry)) }
        return DistanceSample(distance: distance, gradientX: gx / k1, gradientY: gy / k1)
    }
}

extension CGCornerRadii {
    /// Radii that fit the size: negative and non-finite become 0, each is capped at half the
    /// shorter side.
    func fittedForGlass(to size: CGSize) -> CGCornerRadii {
        let cap = min(size.width, size.height) / 2
        func fit(_ r: CGFloat) -> CGFloat { r.isFinite ? min(cap, max(0, r)) : 0 }
        return CGCornerRadii(minXMinY: fit(minXMinY), maxXMinY: fit(maxXMinY), maxXMaxY: fit(maxXMaxY), minXMaxY: fit(minXMaxY))
    }
}
