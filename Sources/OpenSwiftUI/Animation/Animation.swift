import Foundation
import OpenQuartzCore

/// How a change moves from its old value to its new one over time: a timing curve, a
/// spring, or an animation of your own (``CustomAnimation``), changed by ``delay(_:)``,
/// ``speed(_:)`` and repetition.
///
/// ```swift
/// let pulse: Animation? = reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever()
/// ```
///
/// Bad input is clamped rather than trusted: durations that are not finite or negative are
/// 0 (the change is immediate), spring parameters that are not finite or positive fall back
/// to sensible ones, a speed that is not finite and positive is 1, and a negative repeat
/// count runs the animation once.
public struct Animation: Equatable, Hashable, Sendable, CustomStringConvertible {
    private let box: AnimationBox

    /// An animation that runs `base`.
    public init<A: CustomAnimation>(_ base: A) {
        box = AnimationBox(base)
    }

    /// The value shown `time` seconds after the animation began, from zero toward `value`;
    /// `nil` once it has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        box.base.animate(value: value, time: time.isFinite ? time : .greatestFiniteMagnitude, context: &context)
    }

    /// How fast the value moves at `time`, per second, when the animation can say.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        box.base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous` instead of running beside it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        box.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The animation this one runs.
    var base: any CustomAnimation { box.base }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.box.key == rhs.box.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.key) }
    public var description: String { String(describing: box.base) }

    /// How long one run takes, in seconds (`infinity` for one that repeats for ever).
    var runningDuration: TimeInterval {
        switch box.base {
        case let curve as TimingCurveAnimation: return curve.duration
        case let spring as SpringAnimation: return spring.motion.settlingDuration
        case let delayed as DelayedAnimation: return delayed.delay + delayed.base.runningDuration
        case let fast as SpeedAnimation: return fast.base.runningDuration / fast.speed
        case let marked as LogicallyCompleteAnimation: return marked.base.runningDuration
        case let repeated as RepeatedAnimation:
            return repeated.count.map { Double($0) * repeated.cycle } ?? .infinity
        default: return sampledDuration
        }
    }

    /// When a custom animation first says it has finished, sampled at 240 Hz up to a minute.
    private var sampledDuration: TimeInterval {
        var context = AnimationContext<Double>()
        for step in 0..<(240 * 60) where animate(value: 1.0, time: Double(step) / 240, context: &context) == nil {
            return Double(step) / 240
        }
        return 60
    }
}

/// An animation behind a reference, so ``Animation`` stays one pointer and `Sendable`:
/// animations are values that never change once made.
private final class AnimationBox: @unchecked Sendable {
    let base: any CustomAnimation
    let key: AnyHashable
    init<A: CustomAnimation>(_ base: A) {
        self.base = base
        key = AnyHashable(base)
    }
}
