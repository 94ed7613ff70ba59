import Foundation

/// A damped spring carrying a value from 0 to 1: how far it has got after a time, how fast
/// it moves, and when it has settled. Shared by Core Animation's spring animations and
/// SwiftUI's spring animations.
///
/// Parameters that are not finite or not positive fall back to a mass of 1, a stiffness of
/// 100 and a damping of 10, so no input makes the motion undefined.
package struct SpringMotion: Hashable, Sendable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    /// The starting speed, in whole distances per second.
    package let initialVelocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring that settles in about `response` seconds with `dampingFraction` of the
    /// damping that just avoids overshoot (below 1 it bounces).
    package init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let r = response.isFinite && response > 0 ? max(response, 0.001) : 0.5
        let f = dampingFraction.isFinite ? max(0, dampingFraction) : 1
        self.init(mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * f / r, initialVelocity: initialVelocity)
    }

    /// A spring of perceptual `duration` and `bounce` (0 none, toward 1 more, negative
    /// flatter), as SwiftUI and UIKit describe springs.
    package init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let b = bounce.isFinite ? min(0.99, max(-0.99, bounce)) : 0
        self.init(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b), initialVelocity: initialVelocity)
    }

    /// The natural angular frequency.
    package var omega: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio: 1 critically damped, below it bouncing.
    package var zeta: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// Progress after `time` seconds: 0 at the start, 1 at rest (a bouncing spring overshoots).
    package func progress(at time: Double) -> Double {
        1 - displacement(at: max(0, time)).position
    }

    /// How fast progress changes after `time` seconds, per second.
    package func velocity(at time: Double) -> Double {
        -displacement(at: max(0, time)).velocity
    }

    /// How long until the spring stays within 0.1 % of its target (at most 10 s).
    package var settlingDuration: Double {
        let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard rate > 0 else { return 10 }
        return min(10, -log(0.001) / max(rate, 0.05 * omega))
    }

    /// The distance still to go (1 at the start) and its rate of change.
    private func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let w = omega, z = zeta, v0 = initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let envelope = exp(-z * w * t)
            let a = 1.0, b = (z * w - v0) / wd
            let position = envelope * (a * cos(wd * t) + b * sin(wd * t))
            let velocity = envelope * ((b * wd - z * w * a) * cos(wd * t) - (a * wd + z * w * b) * sin(wd * t))
            return (position, velocity)
        }
        if z == 1 {
            let state = CriticallyDampedSpring.state(displacement: 1, velocity: -v0, omega: w, time: t)
            return (Double(state.displacement), Double(state.velocity))
        }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c2 = (-v0 - r1) / (r2 - r1), c1 = 1 - c2
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
}
