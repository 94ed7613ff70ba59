import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIScrollView {
    /// How long without a touchpad delta before the fingers count as lifted.
    static let wheelLiftDelay: TimeInterval = 0.06
    /// Deltas further apart than this start a new gesture (no velocity carried over).
    private static let wheelGestureGap: TimeInterval = 0.15

    /// Scrolls by a wheel's or touchpad's `delta` (points the content moves up and left),
    /// within the content's range; `false` when the view cannot move that way.
    ///
    /// `continuous` deltas come from a touchpad or a smooth-scrolling wheel: the scroll view
    /// measures their speed and, when they stop, carries on with iOS's deceleration, as
    /// content flicked by a finger does. Discrete wheel steps stop where they land.
    func scroll(byWheel delta: CGPoint, continuous: Bool = false) -> Bool {
        guard isScrollEnabled else { return false }
        let target = clamped(CGPoint(x: contentOffset.x + (scrollsHorizontally ? delta.x : 0), y: contentOffset.y + (scrollsVertically ? delta.y : 0)))
        guard target != contentOffset else {
            endWheelGesture()
            return false
        }
        stopMotion()
        if continuous { trackWheelVelocity(moving: CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)) }
        contentOffset = target
        flashScrollIndicators()
        return true
    }

    /// Folds a delta into the gesture's velocity and waits for the deltas to stop.
    private func trackWheelVelocity(moving delta: CGPoint) {
        let now = MediaClock.current.now
        let interval = lastWheelTime.map { now - $0 } ?? .infinity
        lastWheelTime = now
        if interval > Self.wheelGestureGap {
            wheelVelocity = .zero
        } else {
            let dt = max(interval, 1.0 / 240)
            let instant = CGPoint(x: delta.x / dt, y: delta.y / dt)
            wheelVelocity = CGPoint(x: wheelVelocity.x * 0.4 + instant.x * 0.6, y: wheelVelocity.y * 0.4 + instant.y * 0.6)
        }
        guard wheelMomentumWatch == nil else { return }
        wheelMomentumWatch = MediaClock.current.addObserver { [weak self] time in self?.checkWheelLift(at: time) }
    }

    private func checkWheelLift(at time: TimeInterval) {
        guard let lastWheelTime, time - lastWheelTime >= Self.wheelLiftDelay else { return }
        let velocity = wheelVelocity
        endWheelGesture()
        startWheelMomentum(velocity: velocity)
    }

    private func endWheelGesture() {
        if let wheelMomentumWatch { wheelMomentumWatch.cancel() }
        wheelMomentumWatch = nil
        lastWheelTime = nil
        wheelVelocity = .zero
    }

    /// Decelerates from `velocity` (points per second of offset) as a released drag does;
    /// the content stops at the edges without bouncing past them.
    private func startWheelMomentum(velocity: CGPoint) {
        let range = offsetRange
        let now = MediaClock.current.now
        let rate = decelerationRate.rawValue
        func axis(_ offset: CGFloat, _ speed: CGFloat, _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion? {
            guard abs(speed) > ScrollPhysics.restingSpeed, range.contains(offset) else { return nil }
            return ScrollAxisMotion(phase: .decelerating(start: offset, velocity: speed), began: now, range: range, rate: rate, bounces: false)
        }
        let motions = [axis(contentOffset.x, velocity.x, range.x), axis(contentOffset.y, velocity.y, range.y)]
        guard motions.contains(where: { $0 != nil }) else { return }
        isDecelerating = true
        isScrollingAnimation = false
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(motions)
    }
}
