import Foundation

/// A path you can add lines, curves and shapes to.
///
/// Every adder takes an optional `transform` applied to the new points before they
/// are stored, as in CoreGraphics' Swift overlay.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 10, y: 10))
/// path.addLine(to: CGPoint(x: 90, y: 10))
/// path.addQuadCurve(to: CGPoint(x: 50, y: 80), control: CGPoint(x: 90, y: 80))
/// path.closeSubpath()
/// ```
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Whether the last element leaves the pen inside an open subpath.
    private var hasCurrentPoint: Bool {
        guard let last = segments.last else { return false }
        if case .close = last { return false }
        return true
    }

    /// Where the pen is before the next element; a close returns it to the subpath start.
    private var penPosition: CGPoint? { segments.isEmpty ? nil : currentPoint }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// With no current point the line starts a subpath at `point`, where CoreGraphics
    /// would log an error and ignore it.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        beginSubpathIfNeeded()
        segments.append(.line(point.applying(transform)))
    }

    /// Adds a sequence of connected lines; the first point starts a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { segments.append(.line(point.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        beginSubpathIfNeeded()
        segments.append(.quad(control.applying(transform), to: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        beginSubpathIfNeeded()
        segments.append(
            .cubic(control1.applying(transform), control2.applying(transform), to: end.applying(transform)))
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        segments.append(.close)
    }

    /// Adds a closed rectangle as its own subpath: min corner, then along x, as CoreGraphics does.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let unitCircle = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: unitCircle)
        appendArcCurves(startAngle: 0, sweep: 2 * .pi, transform: unitCircle)
        closeSubpath()
    }

    /// Adds a rounded rectangle whose corners are quarter ellipses of the given size.
    ///
    /// Corner sizes are clamped to half the rectangle's width and height.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2))
        let ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        let corners: [(center: CGPoint, start: CGFloat, edgeEnd: CGPoint)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2, CGPoint(x: r.maxX, y: r.maxY - ry)),
            (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0, CGPoint(x: r.minX + rx, y: r.maxY)),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2, CGPoint(x: r.minX, y: r.minY + ry)),
            (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi, CGPoint(x: r.minX + rx, y: r.minY)),
        ]
        for corner in corners {
            let ellipse = CGAffineTransform(scaleX: rx, y: ry)
                .concatenating(CGAffineTransform(translationX: corner.center.x, y: corner.center.y))
            let start = CGPoint(x: cos(corner.start), y: sin(corner.start)).applying(ellipse)
            addLine(to: start, transform: transform)
            appendArcCurves(startAngle: corner.start, sweep: .pi / 2, transform: ellipse.concatenating(transform))
        }
        closeSubpath()
    }

    /// Adds a circular arc; a line joins the current point to the arc's start.
    ///
    /// Angles are in radians from the positive x axis. `clockwise` follows CoreGraphics:
    /// in a y-up space `true` sweeps with decreasing angle (in UIKit's flipped space it
    /// looks counterclockwise).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds a circular arc that sweeps `delta` radians from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let circle = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        if hasCurrentPoint { segments.append(.line(start)) } else { segments.append(.move(start)) }
        appendArcCurves(startAngle: startAngle, sweep: delta, transform: circle)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, with a line to its start.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let p0 = penPosition?.applying(transform.inverted()) else {
            move(to: tangent1End, transform: transform)
            return
        }
        let v1 = p0 - tangent1End
        let v2 = tangent2End - tangent1End
        let l1 = v1.length, l2 = v2.length
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u1 = v1 * (1 / l1), u2 = v2 * (1 / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let start = tangent1End + u1 * tangentDistance
        let end = tangent1End + u2 * tangentDistance
        let bisector = (u1 + u2) * (1 / (u1 + u2).length)
        let center = tangent1End + bisector * (radius / sin(halfAngle))
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: start, transform: transform)
        let circle = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        appendArcCurves(startAngle: a0, sweep: sweep, transform: circle)
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments.append(contentsOf: transform.isIdentity ? path.segments : path.segments.map { $0.applying(transform) })
    }

    private func beginSubpathIfNeeded() {
        if !hasCurrentPoint { segments.append(.move(penPosition ?? .zero)) }
    }

    /// Appends cubic curves tracing the unit circle from `startAngle` through `sweep`,
    /// at most a quarter turn each, mapped by `transform`.
    func appendArcCurves(startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle))
            let p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            segments.append(.cubic(c1.applying(transform), c2.applying(transform), to: p3.applying(transform)))
            angle = next
        }
    }

    static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let difference = end - start
        if clockwise {
            if difference <= -fullTurn { return -fullTurn }
            var sweep = difference.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
            return sweep
        } else {
            if difference >= fullTurn { return fullTurn }
            var sweep = difference.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
            return sweep
        }
    }
}
