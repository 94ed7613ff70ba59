import Foundation

/// An animation that starts `delay` seconds late.
struct DelayedAnimation: CustomAnimation {
    let base: Animation
    let delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(0, time - delay), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }
}

/// An animation run `speed` times as fast.
struct SpeedAnimation: CustomAnimation {
    let base: Animation
    let speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }
}

/// An animation run `count` times (for ever when `nil`), every other run backwards when it
/// autoreverses.
struct RepeatedAnimation: CustomAnimation {
    let base: Animation
    let count: Int?
    let autoreverses: Bool
    /// How long one run of `base` takes (measured once).
    let cycle: TimeInterval

    init(base: Animation, count: Int?, autoreverses: Bool) {
        self.base = base
        self.count = count
        self.autoreverses = autoreverses
        cycle = base.runningDuration
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // A base that never ends (itself repeating for ever) simply runs.
        guard cycle.isFinite else { return base.animate(value: value, time: time, context: &context) }
        guard cycle > 0 else { return nil }
        let time = max(0, time)
        let index = (time / cycle).rounded(.down)
        if let count, index >= Double(count) { return nil }
        let local = time - index * cycle
        let backwards = autoreverses && Int(index.truncatingRemainder(dividingBy: 2)) == 1
        // Within a run the base has not finished; at its very end it shows the whole value.
        return base.animate(value: value, time: backwards ? cycle - local : local, context: &context) ?? value
    }
}

/// An animation that counts as logically complete `duration` seconds after it begins.
struct LogicallyCompleteAnimation: CustomAnimation {
    let base: Animation
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }
}
