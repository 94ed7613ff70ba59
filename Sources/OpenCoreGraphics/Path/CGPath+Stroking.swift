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
