import Foundation
import OpenQuartzCore

/// A damped spring toward the value: it settles (and may overshoot) rather than ending at
/// a set time.
struct SpringAnimation: CustomAnimation {
    let motion: SpringMotion
    /// How long a spring that takes over from another blends their responses (kept for
    /// equality: a spring taking over keeps the value's velocity at once).
    let blendDuration: TimeInterval
    /// Whether this is `Animation.default`, which describes itself as SwiftUI's does.
    var isDefault = false

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

extension SpringAnimation: CustomStringConvertible {
    /// `DefaultAnimation()` for the default; otherwise the spring's perceptual duration and
    /// bounce, as `Animation.spring(duration:bounce:)` takes them.
    var description: String {
        guard !isDefault else { return "DefaultAnimation()" }
        let duration = 2 * Double.pi / (motion.stiffness / motion.mass).squareRoot()
        let dampingRatio = motion.damping / (2 * (motion.stiffness * motion.mass).squareRoot())
        let bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
        return "SpringAnimation(duration: \(Self.rounded(duration)), bounce: \(Self.rounded(bounce)))"
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
