import Foundation

/// How one axis of a scroll view moves on its own after the finger lifts: decelerating,
/// springing back to an edge (or a page), or easing to an offset set with animation.
struct ScrollAxisMotion {
    enum Phase {
        case decelerating(start: CGFloat, velocity: CGFloat)
        case springing(start: CGFloat, target: CGFloat, velocity: CGFloat)
        case easing(start: CGFloat, target: CGFloat, duration: TimeInterval)
        case resting
    }

    var phase: Phase
    /// When the phase began, on the animation clock.
    var began: TimeInterval
    /// The offsets the axis may rest between.
    let range: ClosedRange<CGFloat>
    let rate: CGFloat
    /// Whether content may run past the edges and spring back (no for Reduce Motion or `bounces` off).
    let bounces: Bool

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// The axis's offset at `time`, moving to the next phase when one ends.
    mutating func offset(at time: TimeInterval) -> CGFloat? {
        let elapsed = max(0, time - began)
        switch phase {
        case .resting:
            return nil
        case .decelerating(let start, let velocity):
            let now = ScrollPhysics.decelerate(from: start, velocity: velocity, rate: rate, time: elapsed)
            if now.position < range.lowerBound || now.position > range.upperBound {
                let edge = now.position < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else {
                    phase = .resting
                    return edge
                }
                // Past the edge the content keeps its speed into a spring that brings it back.
                phase = .springing(start: now.position, target: edge, velocity: now.velocity)
                began = time
                return now.position
            }
            if abs(now.velocity) < ScrollPhysics.restingSpeed { phase = .resting }
            return now.position
        case .springing(let start, let target, let velocity):
            let now = ScrollPhysics.spring(from: start, to: target, velocity: velocity, time: elapsed)
            if abs(now.position - target) < 0.25, abs(now.velocity) < ScrollPhysics.restingSpeed {
                phase = .resting
                return target
            }
            return now.position
        case .easing(let start, let target, let duration):
            let fraction = duration > 0 ? min(1, elapsed / duration) : 1
            // UIKit's scrolling animation eases out.
            let eased = 1 - pow(1 - CGFloat(fraction), 3)
            if fraction >= 1 { phase = .resting }
            return start + (target - start) * eased
        }
    }
}
