import Foundation

/// Recognizes taps: touches that go down and up without moving more than 10 points,
/// `numberOfTapsRequired` times in a row.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps in a row make the gesture (2 for a double tap).
    open var numberOfTapsRequired = 1
    /// How many fingers must tap.
    open var numberOfTouchesRequired = 1
    /// How far a touch may move and still tap, points (UIKit's allowance).
    static let allowableMovement: CGFloat = 10
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start else { return }
        let p = touch.location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, state == .possible else { return }
        if touch.tapCount >= numberOfTapsRequired && trackedTouches.count >= numberOfTouchesRequired {
            state = .recognized
        }
    }

    open override func reset() { start = nil }
}
