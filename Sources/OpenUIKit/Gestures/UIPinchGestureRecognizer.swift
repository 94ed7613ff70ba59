import Foundation

/// Recognizes two fingers moving apart or together: `.began` once their distance changes
/// by 8 points, `.changed` as it changes, `.ended` when a finger lifts. ``scale`` is the
/// distance now over the distance when the fingers went down.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer(target: self, action: PhotoViewController.zoom)
/// photo.addGestureRecognizer(pinch)
///
/// func zoom(_ pinch: UIPinchGestureRecognizer) {
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
/// }
/// ```
///
/// Setting ``scale`` (to 1 after applying it, as above) makes later values relative to
/// the fingers' distance at that moment, as in UIKit.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers' distance must change before the pinch begins, points.
    static let hysteresis: CGFloat = 8

    /// The fingers' distance over their distance at the start (or when it was last set).
    open var scale: CGFloat {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            currentScale = newValue
            if let distance = fingerDistance() { baseDistance = distance / newValue }
        }
    }
    /// How fast the scale changes, per second.
    open private(set) var velocity: CGFloat = 0

    private var currentScale: CGFloat = 1
    private var startDistance: CGFloat?
    private var baseDistance: CGFloat?
    private var last: (scale: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard startDistance == nil, let distance = fingerDistance(), distance > 0 else { return }
        startDistance = distance
        baseDistance = distance / currentScale
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startDistance, let baseDistance, let distance = fingerDistance(), let touch = touches.first else { return }
        if !isActive, abs(distance - startDistance) < Self.hysteresis { return }
        let newScale = distance / baseDistance
        if let last, touch.timestamp > last.time {
            velocity = (newScale - last.scale) / CGFloat(touch.timestamp - last.time)
        }
        last = (newScale, touch.timestamp)
        currentScale = newScale
        state = isActive ? .changed : .began
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { endTwoFingerGesture() }

    open override func reset() {
        currentScale = 1
        velocity = 0
        startDistance = nil
        baseDistance = nil
        last = nil
    }

    /// The distance between the first two fingers down, in window points.
    private func fingerDistance() -> CGFloat? {
        firstTwoFingers.map { a, b in hypot(b.x - a.x, b.y - a.y) }
    }
}
