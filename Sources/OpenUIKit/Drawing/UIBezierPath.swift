import Foundation

/// A path with its own line style, drawn into the current UIKit graphics context.
///
/// Rounded rectangles use continuous (squircle) corners, as UIKit's do.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     UIColor.systemIndigo.setFill()
///     UIBezierPath(roundedRect: rect.insetBy(dx: 4, dy: 4), cornerRadius: 12).fill()
/// }
/// ```
open class UIBezierPath: NSObject {
    /// The underlying path.
    public var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    private var path: CGMutablePath
    /// The stroke width in points.
    public var lineWidth: CGFloat = 1
    /// How open stroke ends are drawn.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroke corners are drawn.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter length (relative to the width) past which joins are bevelled.
    public var miterLimit: CGFloat = 10
    /// Accepted for compatibility; curves are always flattened to within 0.1 device pixel.
    public var flatness: CGFloat = 0.6
    /// Fill with the even-odd rule instead of the winding rule.
    public var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A path copying a `CGPath`.
    public init(cgPath: CGPath) {
        path = cgPath.mutableCopy() ?? CGMutablePath()
        super.init()
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle with continuous corners; a radius past half the short side gives a capsule.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerRadii: CGCornerRadii(all: cornerRadius), style: .continuous)
    }

    /// A rectangle with the chosen corners rounded by elliptical radii (UIKit uses the width
    /// of `cornerRadii` for both axes of continuous corners).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = cornerRadii.width
        path.addRoundedRect(
            in: rect,
            cornerRadii: CGCornerRadii(
                minXMinY: corners.contains(.topLeft) ? r : 0, maxXMinY: corners.contains(.topRight) ? r : 0,
                maxXMaxY: corners.contains(.bottomRight) ? r : 0, minXMaxY: corners.contains(.bottomLeft) ? r : 0),
            style: .continuous)
    }

    /// An arc of a circle. `clockwise` is as seen on screen (y-down).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    /// Adds an arc; `clockwise` is as seen on screen, which is CoreGraphics' counterclockwise in y-up terms.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Empties the path.
    public func removeAllPoints() { path = CGMutablePath() }
    /// Adds another path's subpaths.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(segmentsOf: path, transform: transform)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path as drawn.
    public var bounds: CGRect { path.boundingBoxOfPath }
    /// Where the next element starts.
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether a point lies inside, under the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern; `count` entries of `pattern` are used.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with a blend mode and alpha.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha: alpha, fill)
    }

    /// Strokes the path with its own line style and the current stroke colour.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes with a blend mode and alpha.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        blending(blendMode, alpha: alpha, stroke)
    }

    /// Runs a drawing operation with a blend mode and alpha, restoring the context after.
    private func blending(_ blendMode: CGBlendMode, alpha: CGFloat, _ draw: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// The path's element count and bounds, for logs and test failures.
    open override var description: String { "UIBezierPath(\(path))" }
}

extension CGMutablePath {
    convenience init(segmentsOf path: CGPath, transform: CGAffineTransform) {
        self.init()
        addPath(path, transform: transform)
    }
}
