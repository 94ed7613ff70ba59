import Foundation

/// A value a gesture sets while it goes on: it returns to its initial value, by itself,
/// when the gesture ends or is cancelled.
///
/// ```swift
/// @GestureState private var isPressing = false
/// Circle()
///     .scaleEffect(isPressing ? 0.9 : 1)
///     .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let link: GestureStateLink<Value>

    /// A gesture state starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) {
        link = GestureStateLink(initialValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// A gesture state whose reset is applied in `resetTransaction` (to animate it back).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        link = GestureStateLink(initialValue: wrappedValue, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `initialValue`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// The current value.
    public var wrappedValue: Value { link.box?.value ?? link.initialValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value in `transaction` (its animation moves the views it changes).
    @MainActor
    func set(_ value: Value, in transaction: Transaction) {
        guard let box = link.box else { return }
        withTransaction(transaction) { box.value = value }
    }

    /// Puts the value back to its initial one, in the reset transaction.
    @MainActor
    func reset() {
        set(link.initialValue, in: link.resetTransaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        link.box = node.storage(in: &slot) { StateBox(value: link.initialValue, node: node) }
    }
}

/// Where a `GestureState` finds its box in the node.
final class GestureStateLink<Value>: @unchecked Sendable {
    // Used on the main actor only.
    let initialValue: Value
    let resetTransaction: Transaction
    var box: StateBox<Value>?

    init(initialValue: Value, resetTransaction: Transaction) {
        self.initialValue = initialValue
        self.resetTransaction = resetTransaction
    }
}
