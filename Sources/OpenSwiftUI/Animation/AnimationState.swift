/// The state an animation keeps from frame to frame: a value per ``AnimationStateKey``,
/// its default until set.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// State with every key at its default.
    public init() {}

    /// The value kept under `key`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
