/// The context of a state change: how the views it changes move to their new state.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// withTransaction(transaction) { isExpanded.toggle() }
/// ```
public struct Transaction {
    /// The animation the change runs with; `nil` for none.
    public var animation: Animation?
    /// Whether animations the views themselves declare are turned off for this change.
    public var disablesAnimations = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction that animates with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
