import Foundation

/// Recognizes a touch held still for `minimumPressDuration`: `.began` then, `.changed` as
/// it moves, `.ended` when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the fingers may move before the press fails.
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press.
    open var numberOfTouchesRequired = 1
    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = (touch.location(in: nil), touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        if isActive {
            state = .changed
            return
        }
        let p = touch.location(in: nil)
        if hypot(p.x - start.point.x, p.y - start.point.y) > allowableMovement {
            state = .failed
        } else {
            clockDidAdvance(to: touch.timestamp)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first, state == .possible { clockDidAdvance(to: touch.timestamp) }
        state = isActive ? .ended : .failed
    }

    override func clockDidAdvance(to time: TimeInterval) {
        guard state == .possible, let start, time - start.time >= minimumPressDuration else { return }
        state = .began
    }

    open override func reset() { start = nil }
}
