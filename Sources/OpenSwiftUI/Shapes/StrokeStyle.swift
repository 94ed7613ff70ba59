import Foundation

/// How a shape's outline is drawn: the pen's width, its ends and corners, and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 6]))
/// ```
public struct StrokeStyle: Equatable, Sendable {
    /// The pen's width; negative and non-finite widths draw nothing.
    public var lineWidth: CGFloat
    /// How open ends look.
    public var lineCap: CGLineCap
    /// How corners look.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The filled outline of `path` drawn with this style; empty for a width that draws nothing.
    func outline(of path: CGPath) -> CGPath {
        guard lineWidth.isFinite, lineWidth > 0, !path.isEmpty else { return CGMutablePath() }
        var source = path
        let dashes = dash.filter { $0.isFinite && $0 >= 0 }
        if dashes.count == dash.count, dashes.contains(where: { $0 > 0 }) {
            source = path.copy(dashingWithPhase: dashPhase.isFinite ? dashPhase : 0, lengths: dashes)
        }
        return source.copy(
            strokingWithWidth: min(lineWidth, 1e6), lineCap: lineCap, lineJoin: lineJoin,
            miterLimit: miterLimit.isFinite ? max(1, miterLimit) : 10)
    }
}
