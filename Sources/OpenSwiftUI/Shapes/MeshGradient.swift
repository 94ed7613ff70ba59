import Foundation

/// A gradient over a grid of points, each with its own colour: the colours blend across
/// the patches between the points. Fill a shape with it, or show it as a view that fills
/// the space it is offered.
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.6, 0.4], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [
///     .indigo, .purple, .pink,
///     .blue, .mint, .orange,
///     .teal, .green, .yellow,
/// ])
/// ```
///
/// Points are unit positions in the frame, row by row from the top left. Differs from
/// SwiftUI: patches run straight between their corner points (a Bézier point's control
/// points are kept but do not bend the edges), and colours blend in the device's sRGB
/// whatever `colorSpace` says. A mesh whose sizes and counts disagree paints only its
/// background.
public struct MeshGradient: ShapeStyle, PaintResolvingStyle, Equatable, Sendable {
    /// Where the grid's points lie.
    public enum Locations: Equatable, Sendable {
        /// Unit positions, row by row.
        case points([SIMD2<Float>])
        /// Positions with control points, row by row.
        case bezierPoints([BezierPoint])
    }

    /// The grid's colours, one per point, row by row.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A grid point with control points toward its neighbours.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        /// A point and its control points, all unit positions.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Points across.
    public var width: Int
    /// Points down.
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    /// What shows where no patch reaches.
    public var background: Color
    /// Whether colours blend along smooth curves through the grid (otherwise straight
    /// across each patch, which shows its edges).
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points with a colour each.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points with resolved colours.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` Bézier points with a colour each.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of any locations and colours.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        let positions: [SIMD2<Float>]
        switch locations {
        case .points(let points): positions = points
        case .bezierPoints(let points): positions = points.map(\.position)
        }
        let resolved: [CGColor]
        switch colors {
        case .colors(let colors): resolved = colors.map { $0.resolvedColor(in: environment).cgColor }
        case .resolvedColors(let colors): resolved = colors.map(\.cgColor)
        }
        return .mesh(MeshPaint(
            columns: width, rows: height, points: positions.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) },
            colors: resolved, background: background.resolvedColor(in: environment).cgColor, smooth: smoothsColors))
    }
}

extension MeshGradient: View, FillingStyleView {
    public typealias Body = Never
}
