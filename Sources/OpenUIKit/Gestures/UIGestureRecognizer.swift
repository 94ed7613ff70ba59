import Foundation

/// Recognizes a gesture from the touches of a view and its subviews, and calls its
/// actions as its state changes.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: PlayerViewController.togglePlayback)
/// artwork.addGestureRecognizer(tap)
/// ```
///
/// Recognizers see each touch before the view it hit. Once one recognizes its gesture
/// (with `cancelsTouchesInView`, the default) the view receives `touchesCancelled`.
///
/// Differences from UIKit: Swift on Linux has no Objective-C selectors, so actions are
/// closures or curried methods (`Type.method`) with the target held weakly; no
/// simultaneous-recognition or failure-requirement delegate rules yet.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in its state machine.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same as `.ended`.
        public static let recognized = State.ended
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer takes touches; disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet { if !isEnabled, isActive { state = .cancelled } }
    }
    /// Whether recognizing the gesture cancels the touches in the view.
    open var cancelsTouchesInView = true

    /// The current state. Subclasses set it; actions run on `.began`, `.changed` (each
    /// time it is set, as a continuous gesture moves), `.ended` (recognized) and `.cancelled`.
    open var state: State = .possible {
        didSet {
            guard state != oldValue || state == .changed else { return }
            if oldValue == .possible, state == .began || state == .ended, !touchedViewsAllowBeginning() {
                state = .failed
                return
            }
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    var actions: [(UIGestureRecognizer) -> Void] = []
    var trackedTouches: [UITouch] = []

    /// A recognizer with no actions; add them with `addTarget(_:action:)` or
    /// `init(target:action:)`.
    public override init() { super.init() }

    /// A recognizer that calls `action` (a curried method such as `Controller.handleTap`)
    /// on `target`, held weakly.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action: a curried method on `target`, which is held weakly.
    open func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// The number of touches the recognizer is following.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The tracked touches still down.
    var touchesDown: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// Where the first two fingers still down are, in window points (`nil`: fewer than two).
    var firstTwoFingers: (CGPoint, CGPoint)? {
        let down = touchesDown
        guard down.count >= 2 else { return nil }
        return (down[0].location(in: nil), down[1].location(in: nil))
    }

    /// A two-finger gesture's end: a lifted finger ends it once recognized, and fails it
    /// when the last finger lifts before.
    func endTwoFingerGesture() {
        if isActive { state = .ended } else if touchesDown.isEmpty { state = .failed }
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// One touch's location in `view`'s coordinates.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : .zero
    }

    // MARK: Subclass hooks

    /// Subclasses look at new touches here and move `state`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses follow moving touches here and move `state`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses see lifted touches here and move `state`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were cancelled: a gesture in progress is cancelled, one not yet
    /// recognized fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called after the gesture ends or fails, to return to `.possible`.
    open func reset() {}

    /// Called as time passes while touches are down (long presses time out by it).
    func clockDidAdvance(to time: TimeInterval) {}

    // MARK: Delivery

    var isActive: Bool { state == .began || state == .changed }

    private func sendActions() {
        for action in actions { action(self) }
    }

    func deliver(_ touch: UITouch, event: UIEvent) {
        guard isEnabled, state == .possible || isActive else { return }
        switch touch.phase {
        case .began:
            trackedTouches.append(touch)
            touchesBegan([touch], with: event)
        case .moved, .stationary:
            touchesMoved([touch], with: event)
        case .ended:
            touchesEnded([touch], with: event)
        case .cancelled:
            touchesCancelled([touch], with: event)
        default:
            break
        }
    }

    /// After a touch sequence: back to `.possible` for the next one.
    func sequenceDidEnd() {
        if isActive { state = .cancelled }
        trackedTouches.removeAll()
        if state != .possible {
            reset()
            state = .possible
        }
    }
}
