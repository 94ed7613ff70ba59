import Foundation

/// Recognizes a drag: `.began` once a touch moves 10 points, `.changed` as it moves,
/// `.ended` when it lifts; reports the translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan.
    open var maximumNumberOfTouches = Int.max
    /// How far a touch moves before the pan begins, points.
    static let hysteresis: CGFloat = 10
    private var origin: CGPoint?
    private var last: (point: CGPoint, time: TimeInterval)?
    private var currentVelocity = CGPoint.zero
    /// Asked with the translation when the touch has moved far enough; `false` fails
    /// the pan instead of beginning it (scroll views refuse drags along axes they
    /// cannot scroll).
    var mayBegin: ((CGPoint) -> Bool)?

    /// The drag since it began (or since `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let touch = trackedTouches.first else { return .zero }
        let here = touch.location(in: view), from = convert(origin, to: view)
        return CGPoint(x: here.x - from.x, y: here.y - from.y)
    }

    /// Makes the current translation `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch = trackedTouches.first else { return }
        let here = touch.location(in: nil)
        let t = convertVector(translation, from: view)
        origin = CGPoint(x: here.x - t.x, y: here.y - t.y)
    }

    /// Points per second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint { convertVector(currentVelocity, from: nil, to: view) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.location(in: nil)
        last = (origin!, touch.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let origin else { return }
        let p = touch.location(in: nil)
        if let last, touch.timestamp > last.time {
            let dt = CGFloat(touch.timestamp - last.time)
            currentVelocity = CGPoint(x: (p.x - last.point.x) / dt, y: (p.y - last.point.y) / dt)
        }
        last = (p, touch.timestamp)
        if isActive {
            state = .changed
        } else if hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis {
            // As in UIKit, the translation counts from where the touch went down.
            state = mayBegin?(CGPoint(x: p.x - origin.x, y: p.y - origin.y)) ?? true ? .began : .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = isActive ? .ended : .failed
    }

    open override func reset() {
        origin = nil
        last = nil
        currentVelocity = .zero
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return point }
        return window.convert(point, to: view)
    }

    private func convertVector(_ v: CGPoint, from view: UIView?, to target: UIView? = nil) -> CGPoint {
        let zero = CGPoint.zero
        guard let window = (view ?? target)?.window else { return v }
        let a = view.map { window.convert(zero, from: $0) } ?? zero, b = view.map { window.convert(v, from: $0) } ?? v
        let windowVector = CGPoint(x: b.x - a.x, y: b.y - a.y)
        guard let target else { return windowVector }
        let c = window.convert(zero, to: target), d = window.convert(windowVector, to: target)
        return CGPoint(x: d.x - c.x, y: d.y - c.y)
    }
}
