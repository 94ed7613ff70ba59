import Foundation

/// Turns polylines into the outline of their stroke: a path that, filled with the
/// winding rule, covers exactly what a pen of `width` drawing them would.
///
/// Each subpath becomes one contour (or two for a closed one: outside and inside).
/// Inner corners pivot through the vertex, so a contour may cross itself there; the
/// winding rule fills such crossings correctly, the even-odd rule would not.
struct PathStroker {
    var width: CGFloat
    var cap: CGLineCap
    var join: CGLineJoin
    var miterLimit: CGFloat
    /// The largest distance allowed between a round join or cap and its polygon.
    var tolerance: CGFloat

    private var halfWidth: CGFloat { width / 2 }

    func stroke(_ polylines: [(points: [CGPoint], closed: Bool)]) -> CGMutablePath {
        let outline = CGMutablePath()
        guard width > 0, width.isFinite else { return outline }
        for polyline in polylines {
            strokePolyline(polyline.points, closed: polyline.closed, into: outline)
        }
        return outline
    }

    private func strokePolyline(_ raw: [CGPoint], closed: Bool, into outline: CGMutablePath) {
        var points = Self.removingRepeats(raw)
        if closed, points.count > 1, points[0].distance(to: points[points.count - 1]) < 1e-9 {
            points.removeLast()
        }
        if points.count == 1 {
            if raw.count > 1 { addDot(at: points[0], into: outline) }
            return
        }
        if closed && points.count > 2 {
            outline.addLines(between: side(of: points, closed: true))
            outline.closeSubpath()
            outline.addLines(between: side(of: points.reversed(), closed: true))
            outline.closeSubpath()
        } else {
            let left = side(of: points, closed: false)
            let right = side(of: points.reversed(), closed: false)
            var contour = left
            appendCap(at: points[points.count - 1], from: left[left.count - 1], to: right[0], into: &contour)
            contour += right
            appendCap(at: points[0], from: right[right.count - 1], to: left[0], into: &contour)
            outline.addLines(between: contour)
            outline.closeSubpath()
        }
    }

    /// The offset line on the left of the travel direction, with joins at every vertex.
    private func side(of points: [CGPoint], closed: Bool) -> [CGPoint] {
        let count = points.count
        let segmentCount = closed ? count : count - 1
        let normals = (0..<segmentCount).map { i in normal(from: points[i], to: points[(i + 1) % count]) }
        var result: [CGPoint] = []
        result.reserveCapacity(segmentCount * 2 + 8)
        if closed {
            appendJoin(at: points[0], incoming: normals[segmentCount - 1], outgoing: normals[0], into: &result)
        } else {
            result.append(points[0] + normals[0])
        }
        for i in 0..<segmentCount {
            let end = points[(i + 1) % count]
            if i + 1 < segmentCount {
                appendJoin(at: end, incoming: normals[i], outgoing: normals[i + 1], into: &result)
            } else if !closed {
                result.append(end + normals[i])
            }
        }
        return result
    }

    private func normal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let d = b - a
        let length = d.length
        return CGPoint(x: -d.y / length * halfWidth, y: d.x / length * halfWidth)
    }

    private func appendJoin(at p: CGPoint, incoming n0: CGPoint, outgoing n1: CGPoint, into result: inout [CGPoint]) {
        // Directions are the normals turned back a quarter; their cross product says which way the path turns.
        let cross = n0.x * n1.y - n0.y * n1.x
        let dot = n0.x * n1.x + n0.y * n1.y
        let hw2 = halfWidth * halfWidth
        if cross > 1e-9 * hw2 {
            // This side is on the inside of the turn: pivot through the vertex.
            result.append(p + n0)
            result.append(p)
            result.append(p + n1)
            return
        }
        if dot >= hw2 * (1 - 1e-12) {
            result.append(p + n0)
            return
        }
        result.append(p + n0)
        switch join {
        case .bevel:
            break
        case .miter:
            let cosine = dot / hw2
            let ratio = (2 / (1 + cosine)).squareRoot()
            if ratio.isFinite, ratio <= miterLimit {
                let bisector = n0 + n1
                let length = bisector.length
                if length > 0 { result.append(p + bisector * (halfWidth * ratio / length)) }
            }
        case .round:
            appendArc(around: p, from: n0, to: n1, outward: true, into: &result)
        }
        result.append(p + n1)
    }

    private func appendCap(at p: CGPoint, from a: CGPoint, to b: CGPoint, into result: inout [CGPoint]) {
        switch cap {
        case .butt:
            break
        case .square:
            let n = a - p
            let extend = CGPoint(x: n.y, y: -n.x)
            result.append(a + extend)
            result.append(b + extend)
        case .round:
            appendArc(around: p, from: a - p, to: b - p, outward: true, into: &result)
        }
    }

    /// Points strictly between the ends of a circular arc around `center`, turning clockwise
    /// in a y-up space (the outside of a left-hand offset) from `from` to `to`.
    private func appendArc(
        around center: CGPoint, from: CGPoint, to: CGPoint, outward: Bool, into result: inout [CGPoint]
    ) {
        let start = atan2(from.y, from.x)
        var sweep = atan2(to.y, to.x) - start
        while sweep > 0 { sweep -= 2 * .pi }
        while sweep <= -2 * .pi { sweep += 2 * .pi }
        if sweep == 0 { sweep = -2 * .pi }
        let step = Self.arcStep(radius: halfWidth, tolerance: tolerance)
        let pieces = min(1024, max(1, Int((abs(sweep) / step).rounded(.up))))
        for i in 1..<pieces {
            let angle = start + sweep * CGFloat(i) / CGFloat(pieces)
            result.append(CGPoint(x: center.x + cos(angle) * halfWidth, y: center.y + sin(angle) * halfWidth))
        }
    }

    private func addDot(at p: CGPoint, into outline: CGMutablePath) {
        switch cap {
        case .butt: break
        case .square:
            outline.addRect(CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: width, height: width))
        case .round:
            var circle: [CGPoint] = []
            let step = Self.arcStep(radius: halfWidth, tolerance: tolerance)
            let pieces = max(8, min(1024, Int((2 * .pi / step).rounded(.up))))
            for i in 0..<pieces {
                let angle = -2 * CGFloat.pi * CGFloat(i) / CGFloat(pieces)
                circle.append(CGPoint(x: p.x + cos(angle) * halfWidth, y: p.y + sin(angle) * halfWidth))
            }
            outline.addLines(between: circle)
            outline.closeSubpath()
        }
    }

    /// The angle a chord may span so that it stays within `tolerance` of a circle of `radius`.
    static func arcStep(radius: CGFloat, tolerance: CGFloat) -> CGFloat {
        guard radius > tolerance else { return .pi / 2 }
        return max(2 * acos(1 - tolerance / radius), 0.01)
    }

    static func removingRepeats(_ points: [CGPoint]) -> [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(points.count)
        for p in points where result.last.map({ $0.distance(to: p) > 1e-9 }) ?? true {
            result.append(p)
        }
        return result
    }
}
