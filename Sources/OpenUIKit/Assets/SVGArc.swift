import Foundation

/// An SVG elliptical arc in endpoint form, converted to centre form and drawn as cubic
/// Béziers (SVG 1.1, appendix F.6), with out-of-range radii scaled up as SVG requires.
struct SVGArc {
    let from: CGPoint
    let to: CGPoint
    let radii: CGSize
    /// The ellipse's x-axis rotation in degrees.
    let rotation: CGFloat
    let largeArc: Bool
    let sweep: Bool

    init(from: CGPoint, to: CGPoint, radii: CGSize, rotation: CGFloat, largeArc: Bool, sweep: Bool) {
        self.from = from
        self.to = to
        self.radii = CGSize(width: abs(radii.width), height: abs(radii.height))
        self.rotation = rotation
        self.largeArc = largeArc
        self.sweep = sweep
    }

    func append(to data: SVGPathData) {
        guard from != to else { return }
        guard radii.width > 0, radii.height > 0 else { return data.addLine(to: to) }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        var rx = radii.width, ry = radii.height
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2, y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
        let startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        guard delta.isFinite, center.x.isFinite, center.y.isFinite else { return data.addLine(to: to) }
        // Quarter turns at most per curve keep the approximation within a pixel's fraction.
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            let x = rx * cos(angle), y = ry * sin(angle)
            return CGPoint(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
        func derivative(_ angle: CGFloat) -> CGPoint {
            let x = -rx * sin(angle), y = ry * cos(angle)
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var angle = startAngle
        for index in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = index == segments - 1 ? to : point(next)
            let d0 = derivative(angle), d3 = derivative(next)
            data.addCurve(to: p3, CGPoint(x: p0.x + handle * d0.x, y: p0.y + handle * d0.y),
                          CGPoint(x: p3.x - handle * d3.x, y: p3.y - handle * d3.y))
            angle = next
        }
    }
}
