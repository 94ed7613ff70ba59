import Foundation

/// A gesture that runs an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        ObservingMachine(content.makeMachine(), onEnded: action)
    }
}

/// A gesture that runs an action each time its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        var last: Value?
        let action = self.action
        return ObservingMachine(content.makeMachine(), onChanged: { value in
            guard value != last else { return }
            last = value
            action(value)
        }, onReset: { last = nil })
    }
}

/// A gesture whose values are transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        MappingMachine(content.makeMachine(), transform: transform)
    }
}

/// A gesture that updates a ``GestureState`` while it goes on; the state returns to its
/// initial value when the gesture ends or is cancelled.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The gesture whose values update the state.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How a value updates the state (and the transaction the update is made in).
    public var body: (Base.Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` with `body` as `base` changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public typealias Value = Base.Value

    func makeMachine() -> GestureMachine<Value> {
        let state = self.state, update = body
        return ObservingMachine(base.makeMachine(), onChanged: { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            update(value, &current, &transaction)
            state.set(current, in: transaction)
        }, onReset: { state.reset() })
    }
}

extension Gesture {
    /// Runs `action` with the gesture's final value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Runs `action` each time the gesture's value changes while it goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self, action: action)
    }

    /// The gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }

    /// Updates `state` with `body` as the gesture changes; the state goes back to its
    /// initial value when the gesture ends.
    ///
    /// ```swift
    /// @GestureState private var drag = CGSize.zero
    /// DragGesture().updating($drag) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Passes a machine's events through and tells observers of its values.
final class ObservingMachine<Value>: GestureMachine<Value> {
    private let base: GestureMachine<Value>
    private let onChanged: ((Value) -> Void)?
    private let onEnded: ((Value) -> Void)?
    private let onReset: (() -> Void)?

    init(_ base: GestureMachine<Value>, onChanged: ((Value) -> Void)? = nil, onEnded: ((Value) -> Void)? = nil, onReset: (() -> Void)? = nil) {
        self.base = base
        self.onChanged = onChanged
        self.onEnded = onEnded
        self.onReset = onReset
    }

    /// Tells the observers of `phase`, through the recognizer's reports: a gesture that
    /// loses the touch to another never runs its actions.
    private func report(_ phase: GesturePhase<Value>) -> GesturePhase<Value> {
        let onChanged = self.onChanged, onEnded = self.onEnded, onReset = self.onReset
        switch phase {
        case .active(let value):
            GestureReports.add { onChanged?(value) }
        case .ended(let value):
            GestureReports.add {
                onChanged?(value)
                onEnded?(value)
            }
            GestureReports.add(reset: true) { onReset?() }
        case .failed:
            GestureReports.add(reset: true) { onReset?() }
        case .possible: break
        }
        return phase
    }

    override func began(_ touch: GestureTouch) -> GesturePhase<Value> { report(base.handle { $0.began(touch) }) }
    override func moved(_ touch: GestureTouch) -> GesturePhase<Value> { report(base.handle { $0.moved(touch) }) }
    override func ended(_ touch: GestureTouch) -> GesturePhase<Value> { report(base.handle { $0.ended(touch) }) }
    override func advanced(to time: TimeInterval) -> GesturePhase<Value> { report(base.handle { $0.advanced(to: time) }) }

    override func cancel() {
        base.cancel()
        onReset?()
    }

    override func reset() {
        super.reset()
        base.reset()
    }
}

/// Passes a machine's events through with its values transformed.
final class MappingMachine<Base, Value>: GestureMachine<Value> {
    private let base: GestureMachine<Base>
    private let transform: (Base) -> Value

    init(_ base: GestureMachine<Base>, transform: @escaping (Base) -> Value) {
        self.base = base
        self.transform = transform
    }

    private func map(_ phase: GesturePhase<Base>) -> GesturePhase<Value> {
        switch phase {
        case .possible: .possible
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    override func began(_ touch: GestureTouch) -> GesturePhase<Value> { map(base.handle { $0.began(touch) }) }
    override func moved(_ touch: GestureTouch) -> GesturePhase<Value> { map(base.handle { $0.moved(touch) }) }
    override func ended(_ touch: GestureTouch) -> GesturePhase<Value> { map(base.handle { $0.ended(touch) }) }
    override func advanced(to time: TimeInterval) -> GesturePhase<Value> { map(base.handle { $0.advanced(to: time) }) }
    override func cancel() { base.cancel() }

    override func reset() {
        super.reset()
        base.reset()
    }
}
