/// What an animation keeps between the frames it is asked about, and the environment it
/// runs in.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps from frame to frame, under keys of its own.
    public var state: AnimationState<Value>
    /// Set by an animation that has reached its target as far as anyone can see, though
    /// it still moves (a spring's last tremble): what waits for it may go on.
    public var isLogicallyComplete: Bool
    /// The environment of the view that animates.
    public let environment: EnvironmentValues

    /// A context with empty state in `environment`.
    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context with `state`, for an animation that runs another on a different
    /// kind of value.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}
