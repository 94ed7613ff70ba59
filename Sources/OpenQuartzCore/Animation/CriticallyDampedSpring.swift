import Foundation

/// The motion of a critically damped spring (damping ratio 1: the fastest return without
/// overshooting): where a mass released `displacement` from its rest point with `velocity`
/// is after `time`, and how fast it moves. Shared by spring animations and scrolling.
package enum CriticallyDampedSpring {
    /// The displacement from rest and the velocity after `time`, for angular frequency `omega`.
    public static func state(displacement: CGFloat, velocity: CGFloat, omega: CGFloat, time: CGFloat) -> (displacement: CGFloat, velocity: CGFloat) {
        let b = velocity + omega * displacement
        let decay = exp(-omega * time)
        return ((displacement + b * time) * decay, (b - omega * (displacement + b * time)) * decay)
    }
}
