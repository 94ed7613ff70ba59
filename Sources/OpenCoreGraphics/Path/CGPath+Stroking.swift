import Foundation

extension CGPath {
    /// The outline of this path stroked with the given pen, as a path to fill with the winding rule.
    ///
    /// Curves are flattened to within 0.01 units, so the outline is made of lines.
    /// Unlike CoreGraphics, the outline's contours may cross themselves at inner
    /// corners; filling it with `.winding` gives the exact stroke.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let stroker = PathStroker(
            width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit, tolerance: 0.01)
        let outline = stroker.stroke(polylines(tolerance: 0.01))
        return transform.isIdentity ? outline : CGPath(segments: outline.segments.map { $0.applying(transform) })
    }

    /// The path cut into the "on" pieces of a dash pattern, each an open subpath.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        let dashed = PathDasher(phase: phase, lengths: lengths).dash(polylines(tolerance: 0.01))
        let result = CGMutablePath()
        for piece in dashed {
            result.addLines(between: piece.points, transform: transform)
            if piece.closed { result.closeSubpath() }
        }
        return result
    }

    func polylines(transform: CGAffineTransform = .identity, tolerance: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        forEachPolyline(transform: transform, tolerance: tolerance) { result.append(($0, $1)) }
        return result
    }
}

extension CGPath {
    /// The part of the path between two fractions of its length (curves flattened to within
    /// 0.01 units), as open subpaths. Fractions are clamped to 0…1; NaN ones, or a start past
    /// the end, give an empty path. An OpenCoreGraphics SPI for SwiftUI's `trimmedPath`.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        guard !start.isNaN, !end.isNaN else { return CGMutablePath() }
        let from = min(1, max(0, start)), to = min(1, max(0, end))
        let result = CGMutablePath()
        guard from < to else { return result }
        let lines = polylines(tolerance: 0.01).map { line in line.closed && line.points.count > 1 ? line.points + [line.points[0]] : line.points }
        var total: CGFloat = 0
        for points in lines { for i in points.indices.dropFirst() { total += points[i - 1].distance(to: points[i]) } }
        guard total > 0, total.isFinite else { return from == 0 && to == 1 ? self : result }
        let first = from * total, last = to * total
        var walked: CGFloat = 0
        for points in lines {
            var drawing = false
            for i in points.indices.dropFirst() {
                let a = points[i - 1], b = points[i]
                let length = a.distance(to: b)
                let segmentStart = walked, segmentEnd = walked + length
                walked = segmentEnd
                guard length > 0, segmentEnd > first, segmentStart < last else {
                    if segmentStart >= last { drawing = false }
                    continue
                }
                let t0 = max(0, (first - segmentStart) / length), t1 = min(1, (last - segmentStart) / length)
                let p0 = a.interpolated(to: b, by: t0), p1 = a.interpolated(to: b, by: t1)
                if !drawing {
                    result.move(to: p0)
                    drawing = true
                }
                result.addLine(to: p1)
                if t1 < 1 { drawing = false }
            }
        }
        return result
    }
}

extension CGPoint {
    fileprivate func interpolated(to other: CGPoint, by t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
