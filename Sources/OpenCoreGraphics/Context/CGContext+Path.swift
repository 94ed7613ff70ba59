import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        currentPath = CGMutablePath()
    }

    /// Starts a new subpath of the current path at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds a subpath of connected lines through `points`.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a closed rectangle to the current path.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }
    /// Adds closed rectangles to the current path.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }
    /// Adds the ellipse inscribed in `rect` to the current path.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds a circular arc (with a line to its start); `clockwise` follows CoreGraphics.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }

    /// Adds an arc tangent to two lines, as `CGMutablePath.addArc(tangent1End:tangent2End:radius:)` does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a path, mapped by the current transformation matrix.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounds of the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        guard let user = currentPath.copy(using: [state.ctm.inverted()]) else { return .null }
        return user.boundingBoxOfPath
    }

    /// A copy of the current path, in user space.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : currentPath.copy(using: [state.ctm.inverted()])
    }

    /// Replaces the current path with the outline of its stroke, with the current line style.
    public func replacePathWithStrokedPath() {
        currentPath = CGMutablePath(segments: strokeOutline(of: currentPath).segments)
    }
}
