import Foundation

/// A curve from 0 to 1 over a unit of time: how a linear keyframe eases between values.
///
/// ```swift
/// LinearKeyframe(1.2, duration: 0.3, timingCurve: .easeOut)
/// ```
public struct UnitCurve: Hashable, Sendable {
    private indirect enum Shape: Hashable, Sendable {
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case inverse(Shape)
    }

    private let shape: Shape

    private init(_ shape: Shape) { self.shape = shape }

    private init(start: UnitPoint, end: UnitPoint) { shape = .bezier(start: start, end: end) }

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
    /// A quarter circle that starts slowly: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that ends slowly: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles: slow at both ends, steep in the middle.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The curve with its axes swapped: where this curve reaches a value, the inverse
    /// reaches the time (`inverse.value(at: value(at: x)) == x`).
    public var inverse: UnitCurve {
        if case .inverse(let base) = shape { return UnitCurve(base) }
        return UnitCurve(.inverse(shape))
    }

    /// The curve's value at `progress` (0…1, clamped).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(1, max(0, progress)) : 1
        guard x > 0, x < 1 else { return x }
        return Self.value(of: shape, at: x)
    }

    /// The curve's slope at `progress` (0…1, clamped): how fast the value changes for a
    /// change of progress.
    public func velocity(at progress: Double) -> Double {
        let x = progress.isFinite ? min(1, max(0, progress)) : 1
        return Self.velocity(of: shape, at: x)
    }

    private static func value(of shape: Shape, at x: Double) -> Double {
        switch shape {
        case .bezier(let start, let end):
            let (x1, x2, y1, y2) = coordinates(start, end)
            return bezier(parameter(forX: x, x1, x2), y1, y2)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            let doubled = 2 * x
            return x < 0.5 ? (1 - (1 - doubled * doubled).squareRoot()) / 2 : (1 + (1 - (2 - doubled) * (2 - doubled)).squareRoot()) / 2
        case .inverse(let base):
            // The base rises from 0 to 1: find where it reaches `x`.
            var low = 0.0, high = 1.0
            for _ in 0..<50 {
                let middle = (low + high) / 2
                if value(of: base, at: middle) < x { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
    }

    private static func velocity(of shape: Shape, at x: Double) -> Double {
        switch shape {
        case .bezier(let start, let end):
            let (x1, x2, y1, y2) = coordinates(start, end)
            let t = parameter(forX: x, x1, x2)
            let dx = derivative(t, x1, x2), dy = derivative(t, y1, y2)
            guard dx != 0 else { return dy == 0 ? 0 : .infinity }
            return dy / dx
        case .circularEaseIn:
            let root = (1 - x * x).squareRoot()
            return root == 0 ? .infinity : x / root
        case .circularEaseOut:
            let root = (1 - (1 - x) * (1 - x)).squareRoot()
            return root == 0 ? .infinity : (1 - x) / root
        case .circularEaseInOut:
            let doubled = 2 * x
            let outer = x < 0.5 ? doubled : 2 - doubled
            let root = (1 - outer * outer).squareRoot()
            return root == 0 ? .infinity : 2 * outer / root
        case .inverse(let base):
            let slope = velocity(of: base, at: value(of: shape, at: x))
            return slope == 0 ? .infinity : (slope.isInfinite ? 0 : 1 / slope)
        }
    }

    private static func coordinates(_ start: UnitPoint, _ end: UnitPoint) -> (Double, Double, Double, Double) {
        func clampedX(_ value: CGFloat) -> Double { value.isFinite ? Double(min(1, max(0, value))) : 0 }
        return (clampedX(start.x), clampedX(end.x), Double(start.y.isFinite ? start.y : 0), Double(end.y.isFinite ? end.y : 1))
    }

    /// The Bézier's parameter whose x is `x` (bisection: x grows with it).
    private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// A coordinate of a cubic Bézier from 0 to 1 with control coordinates `a` and `b`.
    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The Bézier coordinate's rate of change with its parameter.
    private static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }
}
