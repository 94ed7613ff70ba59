import Foundation
import OpenQuartzCore

/// An animation that runs for a fixed time along a cubic Bézier pacing curve (linear and
/// the eases are such curves).
struct TimingCurveAnimation: CustomAnimation {
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    /// Seconds; non-finite or negative durations are 0 (the value jumps).
    let duration: TimeInterval
    /// The curve, made once: it is evaluated every frame for every animating layer.
    private let curve: CAMediaTimingFunction?

    init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, duration: TimeInterval) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
        self.duration = duration.isFinite ? max(0, duration) : 0
        let linear = c1x == c1y && c2x == c2y
        curve = linear ? nil : CAMediaTimingFunction(controlPoints: Float(c1x), Float(c1y), Float(c2x), Float(c2y))
    }

    static func == (lhs: TimingCurveAnimation, rhs: TimingCurveAnimation) -> Bool {
        (lhs.c1x, lhs.c1y, lhs.c2x, lhs.c2y, lhs.duration) == (rhs.c1x, rhs.c1y, rhs.c2x, rhs.c2y, rhs.duration)
    }

    func hash(into hasher: inout Hasher) {
        for value in [c1x, c1y, c2x, c2y, duration] { hasher.combine(value) }
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: progress(at: max(0, time) / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return .zero }
        let t = max(0, time) / duration, step = min(1e-4, max(1e-6, 1 - t))
        let slope = (progress(at: min(1, t + step)) - progress(at: t)) / step / duration
        return value.scaled(by: slope)
    }

    private func progress(at t: Double) -> Double {
        guard let curve else { return t }
        return Double(curve.progress(at: CGFloat(t)))
    }
}

extension TimingCurveAnimation: CustomStringConvertible {
    /// The curve's duration and control points, as SwiftUI describes a Bézier animation.
    var description: String {
        "BezierAnimation(duration: \(duration), curve: bezier(\(c1x), \(c1y), \(c2x), \(c2y)))"
    }
}
