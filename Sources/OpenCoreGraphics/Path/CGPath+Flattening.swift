import Foundation

extension CGPath {
    /// The most line pieces one curve is split into, whatever its size: bounds the work
    /// that huge or degenerate coordinates can cause.
    static let maximumCurvePieces = 4096

    /// Calls `body` with each subpath as a polyline of transformed points, curves
    /// replaced by lines that stay within `tolerance` of the true curve.
    ///
    /// Subpaths with a non-finite coordinate are skipped: NaN or infinite geometry
    /// draws nothing rather than garbage.
    func forEachPolyline(
        transform: CGAffineTransform = .identity, tolerance: CGFloat,
        _ body: (_ points: [CGPoint], _ closed: Bool) -> Void
    ) {
        var points: [CGPoint] = []
        points.reserveCapacity(64)
        var finite = true
        func finish(closed: Bool) {
            if points.count > 0, finite { body(points, closed) }
            points.removeAll(keepingCapacity: true)
            finite = true
        }
        func add(_ p: CGPoint) {
            if !p.isFinite { finite = false }
            points.append(p)
        }
        var subpathStart = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                subpathStart = p.applying(transform)
                add(subpathStart)
            case .line(let p):
                if points.isEmpty { add(subpathStart) }
                add(p.applying(transform))
            case .quad(let c, let p):
                if points.isEmpty { add(subpathStart) }
                let p0 = points[points.count - 1]
                Self.flattenQuad(p0, c.applying(transform), p.applying(transform), tolerance: tolerance, into: add)
            case .cubic(let c1, let c2, let p):
                if points.isEmpty { add(subpathStart) }
                let p0 = points[points.count - 1]
                Self.flattenCubic(
                    p0, c1.applying(transform), c2.applying(transform), p.applying(transform),
                    tolerance: tolerance, into: add)
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
    }

    /// How many equal steps in t keep a Bézier curve of this degree within `tolerance`
    /// (Wang's formula), given the largest second difference of its control points.
    static func pieceCount(secondDifference: CGFloat, degree: CGFloat, tolerance: CGFloat) -> Int {
        let needed = (secondDifference * degree * (degree - 1) / (8 * tolerance)).squareRoot()
        guard needed.isFinite else { return 1 }
        return max(1, min(maximumCurvePieces, Int(needed.rounded(.up))))
    }

    static func flattenQuad(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat, into add: (CGPoint) -> Void
    ) {
        let dd = (p0 - p1 * 2 + p2).length
        let n = pieceCount(secondDifference: dd, degree: 2, tolerance: tolerance)
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n)
            let mt = 1 - t
            add(CGPoint(
                x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
                y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y))
        }
        add(p2)
    }

    static func flattenCubic(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
        into add: (CGPoint) -> Void
    ) {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = pieceCount(secondDifference: dd, degree: 3, tolerance: tolerance)
        for i in 1..<n {
            let t = CGFloat(i) / CGFloat(n)
            let mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            add(CGPoint(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        add(p3)
    }
}
