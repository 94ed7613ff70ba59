import Foundation

/// Two gestures recognized at the same time; each value is there while its gesture is.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The values of the two gestures.
    public struct Value {
        /// The first gesture's value, while it is recognized.
        public var first: First.Value?
        /// The second gesture's value, while it is recognized.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two gestures recognized together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        SimultaneousMachine<First, Second>(first.makeMachine(), second.makeMachine())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture if it is recognized, otherwise the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// Which gesture was recognized, and its value.
    public enum Value {
        /// The first gesture was recognized.
        case first(First.Value)
        /// The first failed; the second was recognized.
        case second(Second.Value)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two gestures tried in order.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        ExclusiveMachine<First, Second>(first.makeMachine(), second.makeMachine())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The second gesture, recognized only once the first has ended.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The first gesture's value while it goes on, then both.
    public enum Value {
        /// The first gesture is going on.
        case first(First.Value)
        /// The first ended; the second is going on (`nil` until it begins).
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two gestures run one after the other.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public typealias Body = Never

    func makeMachine() -> GestureMachine<Value> {
        SequenceMachine<First, Second>(first.makeMachine(), second.makeMachine())
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` recognized at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// `other`, recognized once this gesture has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture if it is recognized, otherwise `other`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Runs two gestures' machines on the same touch; subclasses decide what the pair is.
class PairedMachine<A: Gesture, B: Gesture, Combined>: GestureMachine<Combined> {
    let first: GestureMachine<A.Value>
    let second: GestureMachine<B.Value>

    init(_ first: GestureMachine<A.Value>, _ second: GestureMachine<B.Value>) {
        self.first = first
        self.second = second
    }

    /// The pair's phase after an event, given how to run it on each machine (`touch` is
    /// `nil` when only time passed).
    func step(touch: GestureTouch?, time: TimeInterval, first: () -> GesturePhase<A.Value>, second: () -> GesturePhase<B.Value>) -> GesturePhase<Combined> {
        .failed
    }

    override func began(_ touch: GestureTouch) -> GesturePhase<Combined> {
        step(touch: touch, time: touch.time, first: { self.first.handle { $0.began(touch) } }, second: { self.second.handle { $0.began(touch) } })
    }
    override func moved(_ touch: GestureTouch) -> GesturePhase<Combined> {
        step(touch: touch, time: touch.time, first: { self.first.handle { $0.moved(touch) } }, second: { self.second.handle { $0.moved(touch) } })
    }
    override func ended(_ touch: GestureTouch) -> GesturePhase<Combined> {
        step(touch: touch, time: touch.time, first: { self.first.handle { $0.ended(touch) } }, second: { self.second.handle { $0.ended(touch) } })
    }
    override func advanced(to time: TimeInterval) -> GesturePhase<Combined> {
        step(touch: nil, time: time, first: { self.first.handle { $0.advanced(to: time) } }, second: { self.second.handle { $0.advanced(to: time) } })
    }
    override func cancel() {
        first.cancel()
        second.cancel()
    }
    override func reset() {
        super.reset()
        first.reset()
        second.reset()
    }
}

/// Both gestures at once: active while either is, ended when both are done.
final class SimultaneousMachine<A: Gesture, B: Gesture>: PairedMachine<A, B, SimultaneousGesture<A, B>.Value> {
    typealias Combined = SimultaneousGesture<A, B>.Value

    override func step(touch: GestureTouch?, time: TimeInterval, first: () -> GesturePhase<A.Value>, second: () -> GesturePhase<B.Value>) -> GesturePhase<Combined> {
        let a = first(), b = second()
        let value = Combined(first: a.value, second: b.value)
        switch (a, b) {
        case (.failed, .failed): return .failed
        case _ where a.isFinal && b.isFinal: return .ended(value)
        case (.active, _), (_, .active), (.ended, _), (_, .ended): return .active(value)
        default: return .possible
        }
    }
}

/// The first gesture decides while it can; once it fails the second does.
final class ExclusiveMachine<A: Gesture, B: Gesture>: PairedMachine<A, B, ExclusiveGesture<A, B>.Value> {
    typealias Combined = ExclusiveGesture<A, B>.Value

    override func step(touch: GestureTouch?, time: TimeInterval, first a: () -> GesturePhase<A.Value>, second b: () -> GesturePhase<B.Value>) -> GesturePhase<Combined> {
        let firstPhase = first.phase.isFinal ? first.phase : a()
        switch firstPhase {
        case .active(let value): second.cancel(); return .active(.first(value))
        case .ended(let value): second.cancel(); return .ended(.first(value))
        case .possible:
            _ = b()
            return .possible
        case .failed:
            switch second.phase.isFinal ? second.phase : b() {
            case .possible: return .possible
            case .active(let value): return .active(.second(value))
            case .ended(let value): return .ended(.second(value))
            case .failed: return .failed
            }
        }
    }
}

/// The first gesture runs; when it ends the second starts from the same touch.
final class SequenceMachine<A: Gesture, B: Gesture>: PairedMachine<A, B, SequenceGesture<A, B>.Value> {
    typealias Combined = SequenceGesture<A, B>.Value
    private var firstValue: A.Value?
    /// The latest moment of the touch, to start the second gesture from when the first
    /// ends as time passes (a long press completing while the finger rests).
    private var lastTouch: GestureTouch?

    override func step(touch: GestureTouch?, time: TimeInterval, first a: () -> GesturePhase<A.Value>, second b: () -> GesturePhase<B.Value>) -> GesturePhase<Combined> {
        if let touch { lastTouch = touch }
        if let firstValue {
            switch b() {
            case .possible: return .active(.second(firstValue, nil))
            case .active(let value): return .active(.second(firstValue, value))
            case .ended(let value): return .ended(.second(firstValue, value))
            case .failed: return .failed
            }
        }
        switch a() {
        case .possible: return .possible
        case .failed: return .failed
        case .active(let value): return .active(.first(value))
        case .ended(let value):
            firstValue = value
            guard var start = touch ?? lastTouch else { return .active(.second(value, nil)) }
            start.time = time
            switch second.handle({ $0.began(start) }) {
            case .active(let next): return .active(.second(value, next))
            case .ended(let next): return .ended(.second(value, next))
            case .failed: return .failed
            case .possible: return .active(.second(value, nil))
            }
        }
    }

    override func reset() {
        super.reset()
        firstValue = nil
        lastTouch = nil
    }
}

extension GesturePhase {
    var value: Value? {
        switch self {
        case .active(let value), .ended(let value): value
        case .possible, .failed: nil
        }
    }
}
