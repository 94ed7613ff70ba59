import Foundation

/// A curve from 0 to 1 over a unit of time: how a linear keyframe eases between values.
///
/// ```swift
/// LinearKeyframe(1.2, duration: 0.3, timingCurve: .easeOut)
/// ```
public struct UnitCurve: Hashable, Sendable {
    private let start: UnitPoint
    private let end: UnitPoint

    /// A cubic Bézier curve from (0, 0) to (1, 1) with these control points (their x
    /// clamped to 0…1).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(start: startControlPoint, end: endControlPoint)
    }

    /// Constant speed.
    public static let linear = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
    /// Starts slowly.
    public static let easeIn = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1))
    /// Ends slowly.
    public static let easeOut = UnitCurve(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1))

    /// The curve's value at `progress` (0…1, clamped).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(1, max(0, progress)) : 1
        guard x > 0, x < 1 else { return x }
        let x1 = clampedX(start.x), x2 = clampedX(end.x)
        let y1 = Double(start.y.isFinite ? start.y : 0), y2 = Double(end.y.isFinite ? end.y : 1)
        // Find the curve's parameter whose x is `x` (bisection: x grows with it), then its y.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if Self.bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }

    private func clampedX(_ value: CGFloat) -> Double { value.isFinite ? Double(min(1, max(0, value))) : 0 }

    /// A coordinate of a cubic Bézier from 0 to 1 with control coordinates `a` and `b`.
    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
}
