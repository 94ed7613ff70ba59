import CPathClipping
import Foundation

/// Boolean operations on the regions paths fill and on the lines they draw.
///
/// Curves are flattened into line segments within ``booleanOperationTolerance`` of the true
/// curve before the operation, so results are polygons where CoreGraphics keeps curves;
/// filled or stroked at any scale up to about 50x, the two are indistinguishable.
/// Coordinates are rounded to 1/4096 point and clamped to about ±2.7 × 10¹¹ points; subpaths
/// with a non-finite coordinate take no part (they draw nothing either).
extension CGPath {
    /// How far a flattened curve may stray from the curve in boolean operations, in points.
    package static let booleanOperationTolerance: CGFloat = 0.01

    /// A path filling the area either path fills.
    ///
    /// ```swift
    /// let pill = circleA.union(circleB)
    /// ```
    /// - Parameters:
    ///   - other: The path to combine with this one.
    ///   - rule: How both paths decide what is inside; the result fills the same with either rule.
    /// - Returns: The outline of the combined area, as closed polygons.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        combinedRegion(with: other, PCOperationUnion, rule: rule)
    }

    /// A path filling the area both paths fill.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        combinedRegion(with: other, PCOperationIntersection, rule: rule)
    }

    /// A path filling the area this path fills and `other` does not.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        combinedRegion(with: other, PCOperationDifference, rule: rule)
    }

    /// A path filling the area exactly one of the two paths fills.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        combinedRegion(with: other, PCOperationSymmetricDifference, rule: rule)
    }

    /// The parts of this path's lines that lie inside the area `other` fills.
    ///
    /// This path is read as lines, not as a region: a closed subpath contributes its
    /// closing segment too. Cut lines become open subpaths; a closed subpath that `other`'s
    /// edge does not cut stays closed.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        clippedLines(by: other, PCOperationIntersection, rule: rule)
    }

    /// The parts of this path's lines that lie outside the area `other` fills.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        clippedLines(by: other, PCOperationDifference, rule: rule)
    }

    /// The same area outlined without overlaps or self-intersections: outer edges and holes
    /// that fill alike under either fill rule.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        combinedRegion(with: CGPath(segments: []), PCOperationUnion, rule: rule)
    }

    /// The area split into its connected pieces, each an outer edge with its holes.
    ///
    /// - Returns: One path per piece, in the order Clipper finds them; an empty array for a
    ///   path that fills nothing.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        guard let result = clip(PCOperationUnion, rule: rule, subject: regionContours(), subjectIsOpen: false, clip: .empty) else {
            return []
        }
        defer { PCResultFree(result) }
        var pieces: [Int: CGMutablePath] = [:]
        var order: [Int] = []
        for contour in 0..<PCResultContourCount(result) {
            let component = PCResultComponent(result, contour)
            let piece = pieces[component] ?? {
                order.append(component)
                let path = CGMutablePath()
                pieces[component] = path
                return path
            }()
            Self.append(contour, of: result, to: piece)
        }
        return order.compactMap { pieces[$0] }
    }

    /// Whether the areas the two paths fill overlap.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        !intersection(other, using: rule).isEmpty
    }

    /// The path with every curve replaced by straight lines that stay within `threshold`
    /// of it.
    ///
    /// - Parameter threshold: The largest distance, in points, between a curve and its
    ///   lines. Values below 0.001 (and NaN) are treated as 0.001, bounding the work.
    public func flattened(threshold: CGFloat) -> CGPath {
        let tolerance = threshold.isNaN ? 0.001 : Swift.max(threshold, 0.001)
        let result = CGMutablePath()
        forEachPolyline(tolerance: tolerance) { points, closed in
            result.addLines(between: points)
            if closed { result.closeSubpath() }
        }
        return result
    }
}

// MARK: - Talking to Clipper

extension CGPath {
    /// Clipper works in integers: points are scaled by this much and rounded.
    private static let clipperScale: CGFloat = 4096
    /// Scaled coordinates are clamped to this magnitude, well inside Clipper's range.
    private static let clipperLimit = CGFloat(Int64(1) << 50)

    /// Flattened contours in Clipper's integer coordinates.
    fileprivate struct Contours {
        var coordinates: [Int64] = []
        var pointCounts: [Int] = []

        static let empty = Contours()

        mutating func add(_ points: [CGPoint], repeatingFirst: Bool) {
            for point in points { append(point) }
            if repeatingFirst, let first = points.first { append(first) }
            pointCounts.append(points.count + (repeatingFirst && !points.isEmpty ? 1 : 0))
        }

        private mutating func append(_ point: CGPoint) {
            coordinates.append(Self.scaled(point.x))
            coordinates.append(Self.scaled(point.y))
        }

        private static func scaled(_ value: CGFloat) -> Int64 {
            Int64((value * clipperScale).rounded().clamped(to: -clipperLimit...clipperLimit))
        }
    }

    private func regionContours() -> Contours {
        var contours = Contours()
        forEachPolyline(tolerance: Self.booleanOperationTolerance) { points, _ in
            if points.count >= 3 { contours.add(points, repeatingFirst: false) }
        }
        return contours
    }

    private func lineContours() -> Contours {
        var contours = Contours()
        forEachPolyline(tolerance: Self.booleanOperationTolerance) { points, closed in
            if points.count >= 2 { contours.add(points, repeatingFirst: closed) }
        }
        return contours
    }

    private func combinedRegion(with other: CGPath, _ operation: PCOperation, rule: CGPathFillRule) -> CGPath {
        collected(clip(operation, rule: rule, subject: regionContours(), subjectIsOpen: false, clip: other.regionContours()))
    }

    private func clippedLines(by other: CGPath, _ operation: PCOperation, rule: CGPathFillRule) -> CGPath {
        collected(clip(operation, rule: rule, subject: lineContours(), subjectIsOpen: true, clip: other.regionContours()))
    }

    private func clip(
        _ operation: PCOperation, rule: CGPathFillRule, subject: Contours, subjectIsOpen: Bool, clip: Contours
    ) -> OpaquePointer? {
        subject.coordinates.withUnsafeBufferPointer { subjectXY in
            subject.pointCounts.withUnsafeBufferPointer { subjectCounts in
                clip.coordinates.withUnsafeBufferPointer { clipXY in
                    clip.pointCounts.withUnsafeBufferPointer { clipCounts in
                        PCClip(
                            operation, rule == .evenOdd ? 1 : 0,
                            PCContours(
                                coordinates: subjectXY.baseAddress, pointCounts: subjectCounts.baseAddress,
                                contourCount: subject.pointCounts.count),
                            subjectIsOpen ? 1 : 0,
                            PCContours(
                                coordinates: clipXY.baseAddress, pointCounts: clipCounts.baseAddress,
                                contourCount: clip.pointCounts.count))
                    }
                }
            }
        }
    }

    private func collected(_ result: OpaquePointer?) -> CGPath {
        let path = CGMutablePath()
        guard let result else { return path }
        defer { PCResultFree(result) }
        for contour in 0..<PCResultContourCount(result) {
            Self.append(contour, of: result, to: path)
        }
        return path
    }

    private static func append(_ contour: Int, of result: OpaquePointer, to path: CGMutablePath) {
        let count = PCResultPointCount(result, contour)
        guard count > 0, let coordinates = PCResultCoordinates(result, contour) else { return }
        let points = (0..<count).map {
            CGPoint(x: CGFloat(coordinates[2 * $0]) / clipperScale, y: CGFloat(coordinates[2 * $0 + 1]) / clipperScale)
        }
        // A closed line that no edge cut comes back as an open loop; it stays closed.
        let closedLoop = PCResultIsOpen(result, contour) != 0 && points.count > 2 && points.first == points.last
        path.addLines(between: closedLoop ? Array(points.dropLast()) : points)
        if PCResultIsOpen(result, contour) == 0 || closedLoop { path.closeSubpath() }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
