/// A key for state a custom animation keeps in its ``AnimationContext``.
public protocol AnimationStateKey {
    /// The type of the value kept.
    associatedtype Value
    /// The value before the animation sets one.
    static var defaultValue: Value { get }
}
