import Foundation

extension CGPath {
    /// Whether `point` lies inside the path under `rule`, with every subpath treated as closed.
    ///
    /// ```swift
    /// let ring = CGMutablePath()
    /// ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    /// ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd)   // false: the hole
    /// ring.contains(CGPoint(x: 50, y: 50), using: .winding)   // true
    /// ```
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        guard point.isFinite else { return false }
        let bounds = boundingBox.applying(transform)
        guard !bounds.isNull, point.x >= bounds.minX, point.x <= bounds.maxX,
            point.y >= bounds.minY, point.y <= bounds.maxY
        else { return false }
        let tolerance = max(1e-3, max(bounds.width, bounds.height) * 1e-5)
        var winding = 0
        forEachPolyline(transform: transform, tolerance: tolerance) { points, _ in
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                winding += Self.crossing(of: point, a, b)
            }
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// The signed crossing of a rightward ray from `p` with the edge `a`→`b`.
    private static func crossing(of p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Int {
        if a.y <= p.y {
            if b.y > p.y, side(a, b, p) > 0 { return 1 }
        } else if b.y <= p.y, side(a, b, p) < 0 {
            return -1
        }
        return 0
    }

    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
