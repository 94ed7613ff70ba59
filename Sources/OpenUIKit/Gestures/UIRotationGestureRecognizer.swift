import Foundation

/// Recognizes two fingers turning around each other: `.began` once the line between them
/// turns by 0.1 radians, `.changed` as it turns, `.ended` when a finger lifts.
/// ``rotation`` is the angle turned, in radians, clockwise positive (as the screen's y
/// axis points down).
///
/// ```swift
/// let turn = UIRotationGestureRecognizer(target: self, action: PhotoViewController.rotate)
/// photo.addGestureRecognizer(turn)
///
/// func rotate(_ turn: UIRotationGestureRecognizer) {
///     photo.transform = photo.transform.rotated(by: turn.rotation)
///     turn.rotation = 0
/// }
/// ```
///
/// Setting ``rotation`` (to 0 after applying it, as above) makes later values relative to
/// the fingers' angle at that moment, as in UIKit.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers must turn before the rotation begins, radians.
    static let hysteresis: CGFloat = 0.1

    /// The angle turned since the start (or since it was last set), radians.
    open var rotation: CGFloat {
        get { currentRotation }
        set {
            guard newValue.isFinite else { return }
            currentRotation = newValue
            baseAngle = unwrappedAngle - newValue
        }
    }
    /// How fast the angle changes, radians per second.
    open private(set) var velocity: CGFloat = 0

    private var currentRotation: CGFloat = 0
    /// The fingers' angle followed across the ±π seam, and the angle rotation counts from.
    private var unwrappedAngle: CGFloat = 0
    private var baseAngle: CGFloat?
    private var startAngle: CGFloat = 0
    private var last: (rotation: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard baseAngle == nil, let angle = fingerAngle() else { return }
        unwrappedAngle = angle
        startAngle = angle
        baseAngle = angle - currentRotation
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let baseAngle, let angle = fingerAngle(), let touch = touches.first else { return }
        unwrappedAngle += Self.shortestTurn(from: unwrappedAngle, to: angle)
        if !isActive, abs(unwrappedAngle - startAngle) < Self.hysteresis { return }
        let newRotation = unwrappedAngle - baseAngle
        if let last, touch.timestamp > last.time {
            velocity = (newRotation - last.rotation) / CGFloat(touch.timestamp - last.time)
        }
        last = (newRotation, touch.timestamp)
        currentRotation = newRotation
        state = isActive ? .changed : .began
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endTwoFingerGesture() }

    open override func reset() {
        currentRotation = 0
        velocity = 0
        unwrappedAngle = 0
        baseAngle = nil
        last = nil
    }

    /// The angle of the line from the first finger down to the second, in window points.
    private func fingerAngle() -> CGFloat? {
        guard let (a, b) = firstTwoFingers, a != b else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// The turn from `from` to `to` the short way round, in (-π, π].
    private static func shortestTurn(from: CGFloat, to: CGFloat) -> CGFloat {
        var turn = (to - from).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        return turn
    }
}
