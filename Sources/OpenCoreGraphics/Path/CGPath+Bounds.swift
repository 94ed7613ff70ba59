import Foundation

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included.
    ///
    /// `CGRect.null` for an empty path. Non-finite points are left out.
    public var boundingBox: CGRect {
        var bounds = BoundsAccumulator()
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): bounds.add(p)
            case .quad(let c, let p):
                bounds.add(c)
                bounds.add(p)
            case .cubic(let c1, let c2, let p):
                bounds.add(c1)
                bounds.add(c2)
                bounds.add(p)
            case .close: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle holding the path as drawn: curves at their extremes,
    /// not at their control points. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                bounds.add(p)
                current = p
                subpathStart = p
            case .line(let p):
                bounds.add(p)
                current = p
            case .quad(let c, let p):
                for t in Self.quadExtrema(current, c, p) {
                    let mt = 1 - t
                    bounds.add(current * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                bounds.add(p)
                current = p
            case .cubic(let c1, let c2, let p):
                for t in Self.cubicExtrema(current, c1, c2, p) {
                    let mt = 1 - t
                    bounds.add(current * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p * (t * t * t))
                }
                bounds.add(p)
                current = p
            case .close:
                current = subpathStart
            }
        }
        return bounds.rect
    }

    private static func quadExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)].compactMap { a, b, c in
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative's coefficients: a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows a rectangle around finite points.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        guard p.isFinite else { return }
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}
