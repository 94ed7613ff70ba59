import Foundation
import OpenQuartzCore

/// A damped spring toward the value: it settles (and may overshoot) rather than ending at
/// a set time.
struct SpringAnimation: CustomAnimation {
    let motion: SpringMotion
    /// How long a spring that takes over from another blends their responses (kept for
    /// equality: a spring taking over keeps the value's velocity at once).
    let blendDuration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let settled = motion.settlingDuration
        guard time < settled else { return nil }
        if time >= settled * 0.8 { context.isLogicallyComplete = true }
        return value.scaled(by: motion.progress(at: max(0, time)))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < motion.settlingDuration ? value.scaled(by: motion.velocity(at: max(0, time))) : .zero
    }
}
