import Foundation

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) mapping elapsed
/// time to progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// Core Animation's named curves.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    let c1: CGPoint
    let c2: CGPoint

    /// One of the named curves, with Core Animation's control points.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve through two control points; x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ v: Float, clamp: Bool) -> CGFloat {
            guard v.isFinite else { return 0 }
            return clamp ? CGFloat(min(1, max(0, v))) : CGFloat(v)
        }
        c1 = CGPoint(x: clean(c1x, clamp: true), y: clean(c1y, clamp: false))
        c2 = CGPoint(x: clean(c2x, clamp: true), y: clean(c2y, clamp: false))
        super.init()
    }

    /// Progress at elapsed fraction `t` (0…1).
    package func progress(at t: CGFloat) -> CGFloat {
        let x = min(1, max(0, t))
        // Solve bezierX(u) = x by Newton steps, falling back to bisection.
        var u = x
        for _ in 0..<8 {
            let error = bezier(u, c1.x, c2.x) - x
            if abs(error) < 1e-6 { return bezier(u, c1.y, c2.y) }
            let slope = derivative(u, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            u -= error / slope
        }
        var low: CGFloat = 0, high: CGFloat = 1
        u = x
        for _ in 0..<30 {
            let value = bezier(u, c1.x, c2.x)
            if abs(value - x) < 1e-6 { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return bezier(u, c1.y, c2.y)
    }

    private func bezier(_ u: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    private func derivative(_ u: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }
}
