import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit

/// The UIKit recognizer that runs a SwiftUI gesture on a view's touches.
///
/// A gesture on a view inside wins over one on a view around it, as in SwiftUI: the first
/// to recognize a touch claims it, and the others fail (a simultaneous gesture neither
/// claims nor yields). A touch on a control inside (a button) is the control's.
final class SwiftUIGestureRecognizer: UIGestureRecognizer {
    enum Priority {
        case normal, simultaneous, high
    }

    /// Makes the machine for a new touch (the gesture of the latest update).
    var makeMachine: () -> AnyGestureMachine = { AnyGestureMachine(GestureMachine<Void>()) }
    var priority = Priority.normal

    private var machine: AnyGestureMachine?
    /// The touch being followed.
    private weak var touch: UITouch?
    private var clockObservation: ClockObservation?

    /// Which recognizer claimed each touch being followed.
    private static var claims: [ObjectIdentifier: ObjectIdentifier] = [:]

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if priority != .simultaneous, let control = touch.view as? UIControl, control !== view, control.isEnabled {
            state = .failed
            return
        }
        let machine = makeMachine()
        self.machine = machine
        self.touch = touch
        clockObservation = MediaClock.current.addObserver { [weak self] time in self?.advance(to: time) }
        run({ machine.began(gestureTouch(touch)) }, touch: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let machine else { return }
        run({ machine.moved(gestureTouch(touch)) }, touch: touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let machine else { return }
        run({ machine.ended(gestureTouch(touch)) }, touch: touch)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        machine?.cancel()
        super.touchesCancelled(touches, with: event)
    }

    override func reset() {
        clockObservation?.cancel()
        clockObservation = nil
        machine = nil
        Self.claims = Self.claims.filter { $0.value != ObjectIdentifier(self) }
    }

    private func advance(to time: TimeInterval) {
        guard let machine, let touch, state == .possible || state == .began || state == .changed else { return }
        run({ machine.advanced(time) }, touch: touch)
    }

    private func gestureTouch(_ touch: UITouch) -> GestureTouch {
        GestureTouch(location: touch.location(in: view), globalLocation: touch.location(in: nil), time: touch.timestamp, tapCount: touch.tapCount)
    }

    /// Runs one event through the machine, then tells the gesture's observers what it
    /// reported if the gesture keeps the touch (only its resets if it lost it).
    private func run(_ event: () -> AnyGestureMachine.Phase, touch: UITouch) {
        let (phase, reports) = GestureReports.collect(event)
        let kept = apply(phase, touch: touch)
        for entry in reports where kept || entry.reset { entry.report() }
    }

    /// Moves the recognizer's state to where the gesture is; `false` when another
    /// gesture has the touch.
    @discardableResult
    private func apply(_ phase: AnyGestureMachine.Phase, touch: UITouch) -> Bool {
        switch phase {
        case .possible: return true
        case .failed:
            if state == .possible { state = .failed } else if state == .began || state == .changed { state = .cancelled }
            return true
        case .active:
            guard claim(touch) else { return yield() }
            state = state == .possible ? .began : .changed
            return true
        case .ended:
            guard claim(touch) else { return yield() }
            state = .ended
            return true
        }
    }

    /// Whether this recognizer may have the touch: nobody else claimed it first.
    private func claim(_ touch: UITouch) -> Bool {
        guard priority != .simultaneous else { return true }
        let key = ObjectIdentifier(touch)
        if let owner = Self.claims[key] { return owner == ObjectIdentifier(self) }
        Self.claims[key] = ObjectIdentifier(self)
        return true
    }

    private func yield() -> Bool {
        machine?.cancel()
        if state == .possible { state = .failed } else { state = .cancelled }
        return false
    }
}

/// A gesture machine of any value type, for the recognizer that only needs its phases
/// (the machine's own observers report values).
@MainActor
struct AnyGestureMachine {
    enum Phase { case possible, active, ended, failed }

    let began: (GestureTouch) -> Phase
    let moved: (GestureTouch) -> Phase
    let ended: (GestureTouch) -> Phase
    let advanced: (TimeInterval) -> Phase
    let cancel: () -> Void

    init<Value>(_ machine: GestureMachine<Value>) {
        func phase(_ phase: GesturePhase<Value>) -> Phase {
            switch phase {
            case .possible: .possible
            case .active: .active
            case .ended: .ended
            case .failed: .failed
            }
        }
        began = { touch in phase(machine.handle { $0.began(touch) }) }
        moved = { touch in phase(machine.handle { $0.moved(touch) }) }
        ended = { touch in phase(machine.handle { $0.ended(touch) }) }
        advanced = { time in phase(machine.handle { $0.advanced(to: time) }) }
        cancel = { machine.cancel() }
    }
}
