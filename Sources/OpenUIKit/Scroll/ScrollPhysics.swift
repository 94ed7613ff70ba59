import Foundation
import OpenQuartzCore

/// iOS's scrolling motion as pure functions of time: exponential deceleration, the rubber
/// band past an edge, and the spring that brings content back.
///
/// Deceleration multiplies the velocity by `rate` every millisecond (0.998 for `.normal`,
/// 0.99 for `.fast`), so the content comes to rest `v / 1000 · rate / (1 − rate)` points
/// from where it was released. Past an edge, a drag moves the content by UIKit's resistance
/// curve `(1 − 1 / (x · 0.55 / d + 1)) · d` for an overshoot `x` in a view of length `d`.
enum ScrollPhysics {
    /// How stiff the rubber band is.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring back from an overshoot: critically damped at this angular frequency.
    static let springFrequency: CGFloat = 2 * .pi / 0.55
    /// Below this speed (points per second) the content is at rest.
    static let restingSpeed: CGFloat = 5

    /// How far content moves when dragged `overshoot` points past an edge of a view
    /// `dimension` long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot.isFinite else { return 0 }
        let magnitude = abs(overshoot)
        let moved = (1 - 1 / (magnitude * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -moved : moved
    }

    /// The distance deceleration carries content released at `velocity` points per second.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1, velocity.isFinite else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }

    /// Where decelerating content is `time` seconds after release, and its velocity.
    static func decelerate(from start: CGFloat, velocity: CGFloat, rate: CGFloat, time: TimeInterval) -> (position: CGFloat, velocity: CGFloat) {
        guard rate > 0, rate < 1 else { return (start, 0) }
        let milliseconds = CGFloat(time * 1000)
        let decay = pow(rate, milliseconds)
        let logRate = log(rate)
        let position = start + velocity / 1000 * (decay - 1) / logRate
        return (position, velocity * decay)
    }

    /// How long deceleration from `velocity` takes to come to rest.
    static func decelerationDuration(velocity: CGFloat, rate: CGFloat) -> TimeInterval {
        guard rate > 0, rate < 1, abs(velocity) > restingSpeed else { return 0 }
        return TimeInterval(log(restingSpeed / abs(velocity)) / log(rate) / 1000)
    }

    /// A critically damped spring toward `target` from `start` with `velocity`: where it is
    /// after `time`, and its velocity.
    static func spring(from start: CGFloat, to target: CGFloat, velocity: CGFloat, time: TimeInterval) -> (position: CGFloat, velocity: CGFloat) {
        let now = CriticallyDampedSpring.state(displacement: start - target, velocity: velocity, omega: springFrequency, time: CGFloat(time))
        return (target + now.displacement, now.velocity)
    }
}
