import Foundation

/// Where a gesture is after a touch event.
enum GesturePhase<Value> {
    /// Not recognized yet.
    case possible
    /// Recognized and going on, with its latest value.
    case active(Value)
    /// Finished, with its final value.
    case ended(Value)
    /// Not this gesture.
    case failed

    /// Whether the gesture finished one way or the other.
    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }
}

/// One moment of the touch a gesture follows.
struct GestureTouch {
    /// Where the touch is, in the gesture's view.
    var location: CGPoint
    /// Where the touch is, in the window.
    var globalLocation: CGPoint
    /// When, in seconds of the media clock.
    var time: TimeInterval
    /// How many taps in quick succession this touch is.
    var tapCount: Int
}

/// Follows a touch for one gesture and says where the gesture is. The base class fails
/// every touch; each kind of gesture and each combination subclasses it.
@MainActor
class GestureMachine<Value> {
    /// The latest phase, kept so combinations can ask.
    private(set) var phase: GesturePhase<Value> = .possible

    func began(_ touch: GestureTouch) -> GesturePhase<Value> { .failed }
    func moved(_ touch: GestureTouch) -> GesturePhase<Value> { phase }
    func ended(_ touch: GestureTouch) -> GesturePhase<Value> { .failed }
    /// Time passing while the touch rests (a long press completes by it).
    func advanced(to time: TimeInterval) -> GesturePhase<Value> { phase }
    /// The touch was taken away: the gesture is over without ending.
    func cancel() {}
    /// Back to the start for the next touch.
    func reset() { phase = .possible }

    /// Runs one event and remembers its phase (a final phase stays final).
    final func handle(_ event: (GestureMachine<Value>) -> GesturePhase<Value>) -> GesturePhase<Value> {
        guard !phase.isFinal else { return phase }
        phase = event(self)
        return phase
    }
}
