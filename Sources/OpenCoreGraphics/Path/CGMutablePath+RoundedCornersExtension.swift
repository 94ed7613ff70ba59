import Foundation

extension CGMutablePath {
    /// Adds a closed rounded rectangle with a radius per corner and the chosen corner curve.
    ///
    /// An OpenCoreGraphics addition. Radii that do not fit are scaled down together;
    /// continuous corners that need more room than an edge offers are compressed along
    /// that edge, which turns short sides into smooth capsule ends.
    ///
    /// ```swift
    /// let squircle = CGMutablePath()
    /// squircle.addRoundedRect(in: CGRect(x: 0, y: 0, width: 120, height: 120),
    ///                         cornerRadii: CGCornerRadii(all: 30), style: .continuous)
    /// ```
    public func addRoundedRect(
        in rect: CGRect, cornerRadii: CGCornerRadii, style: CGRoundedCornerStyle,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let radii = cornerRadii.fitted(to: r.size)
        let extent = style == .continuous ? ContinuousCorner.extent : 1
        // How far each corner curve may reach along the horizontal and vertical edges.
        func squeeze(_ length: CGFloat, _ r1: CGFloat, _ r2: CGFloat) -> CGFloat {
            let needed = extent * (r1 + r2)
            return needed > length ? length / needed : 1
        }
        let top = squeeze(r.width, radii.minXMinY, radii.maxXMinY)
        let bottom = squeeze(r.width, radii.minXMaxY, radii.maxXMaxY)
        let left = squeeze(r.height, radii.minXMinY, radii.minXMaxY)
        let right = squeeze(r.height, radii.maxXMinY, radii.maxXMaxY)

        // Clockwise in a y-down space: along minY, down maxX, back along maxY, up minX.
        let corners: [Corner] = [
            Corner(point: CGPoint(x: r.maxX, y: r.minY), incoming: CGPoint(x: 1, y: 0), outgoing: CGPoint(x: 0, y: 1),
                   radius: radii.maxXMinY, incomingScale: top, outgoingScale: right),
            Corner(point: CGPoint(x: r.maxX, y: r.maxY), incoming: CGPoint(x: 0, y: 1), outgoing: CGPoint(x: -1, y: 0),
                   radius: radii.maxXMaxY, incomingScale: right, outgoingScale: bottom),
            Corner(point: CGPoint(x: r.minX, y: r.maxY), incoming: CGPoint(x: -1, y: 0), outgoing: CGPoint(x: 0, y: -1),
                   radius: radii.minXMaxY, incomingScale: bottom, outgoingScale: left),
            Corner(point: CGPoint(x: r.minX, y: r.minY), incoming: CGPoint(x: 0, y: -1), outgoing: CGPoint(x: 1, y: 0),
                   radius: radii.minXMinY, incomingScale: left, outgoingScale: top),
        ]
        let last = corners[3]
        move(to: last.point + last.outgoing * (last.radius * extent * last.outgoingScale), transform: transform)
        for corner in corners {
            switch style {
            case .circular: appendCircularCorner(corner, transform: transform)
            case .continuous: appendContinuousCorner(corner, transform: transform)
            }
        }
        closeSubpath()
    }

    /// Adds a closed rounded rectangle with continuous ("squircle") corners of one radius.
    ///
    /// The shape Core Animation draws for `cornerCurve = .continuous`. An OpenCoreGraphics addition.
    public func addContinuousRoundedRect(
        in rect: CGRect, cornerRadius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addRoundedRect(in: rect, cornerRadii: CGCornerRadii(all: cornerRadius), style: .continuous, transform: transform)
    }

    private struct Corner {
        var point: CGPoint
        var incoming: CGPoint
        var outgoing: CGPoint
        var radius: CGFloat
        var incomingScale: CGFloat
        var outgoingScale: CGFloat

        /// A point given as a distance `before` the corner along the incoming edge and
        /// `after` it along the outgoing edge, both in units of the radius.
        func point(before: CGFloat, after: CGFloat) -> CGPoint {
            point - incoming * (before * radius * incomingScale) + outgoing * (after * radius * outgoingScale)
        }
    }

    private func appendCircularCorner(_ c: Corner, transform: CGAffineTransform) {
        addLine(to: c.point(before: 1, after: 0), transform: transform)
        guard c.radius > 0 else { return }
        let k = 0.5522847498307936
        addCurve(
            to: c.point(before: 0, after: 1), control1: c.point(before: 1 - k, after: 0),
            control2: c.point(before: 0, after: 1 - k), transform: transform)
    }

    private func appendContinuousCorner(_ c: Corner, transform: CGAffineTransform) {
        typealias P = ContinuousCorner
        addLine(to: c.point(before: P.extent, after: 0), transform: transform)
        guard c.radius > 0 else { return }
        for piece in P.pieces {
            switch piece {
            case .line(let p):
                addLine(to: c.point(before: p.x, after: p.y), transform: transform)
            case .curve(let c1, let c2, let end):
                addCurve(
                    to: c.point(before: end.x, after: end.y), control1: c.point(before: c1.x, after: c1.y),
                    control2: c.point(before: c2.x, after: c2.y), transform: transform)
            }
        }
    }
}

/// The continuous corner profile, in units of the corner radius: x is the distance before
/// the corner along the incoming edge, y the distance after it along the outgoing edge.
///
/// These are the published measurements of iOS's continuous corner: two transition
/// curves whose curvature starts at zero on the straight edge, joined by a near-circular
/// middle section. The profile is symmetric about the corner's diagonal.
enum ContinuousCorner {
    static let extent: CGFloat = 1.52866483

    enum Piece {
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
    }

    static let pieces: [Piece] = [
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
               CGPoint(x: 0.07491100, y: 0.63149399)),
        .line(CGPoint(x: 0.06549600, y: 0.66993427)),
        .curve(CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: extent)),
    ]
}
