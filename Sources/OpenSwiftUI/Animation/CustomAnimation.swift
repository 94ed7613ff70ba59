import Foundation

/// An animation curve of your own: how far toward a value an animation has got after a
/// time. ``Animation/init(_:)`` wraps one so it can be used wherever an ``Animation`` is.
///
/// ```swift
/// struct Steps: CustomAnimation {
///     var count = 4, duration = 1.0
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         guard time < duration else { return nil }
///         let step = (time / duration * Double(count)).rounded(.down) / Double(count)
///         return value.scaled(by: step)
///     }
/// }
/// ```
public protocol CustomAnimation: Hashable {
    /// The value shown `time` seconds after the animation began, from zero toward `value`;
    /// `nil` once it has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// How fast the value moves at `time`, per second; `nil` when the animation cannot say.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over from `previous`, still running, instead of running
    /// beside it (springs do, keeping their velocity).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool { false }
}
