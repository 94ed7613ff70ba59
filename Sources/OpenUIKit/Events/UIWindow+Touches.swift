import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIWindow {
    /// Feeds the window one step of the pointer's touch: `.began` at a button press,
    /// `.moved` while dragging, `.ended` at release, `.cancelled` when the window loses
    /// the pointer. Points are in window coordinates; `timestamp` in seconds (by default
    /// the animation clock's time). An OpenUIKit SPI for the window host and for tests.
    @_spi(OpenUIKit)
    public func injectPointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval? = nil) {
        guard location.x.isFinite, location.y.isFinite else { return }
        let time = timestamp ?? MediaClock.current.now
        let touch: UITouch
        switch phase {
        case .began:
            if let stale = pointerTouch { finish(stale, phase: .cancelled, at: stale.locationInWindow, time: time) }
            touch = UITouch(phase: .began, location: location, window: self, timestamp: time,
                            tapCount: tapCount(at: location, time: time), type: .direct)
            touch.view = hitTest(location, with: nil)
            touch.gestureRecognizers = touch.view?.recognizersForTouches
            pointerTouch = touch
            if touchClockObserver == nil {
                touchClockObserver = MediaClock.current.addObserver { [weak self] time in self?.touchClockDidAdvance(to: time) }
            }
            send(touch, time: time)
        case .moved, .stationary:
            guard let current = pointerTouch else { return }
            current.previousLocationInWindow = current.locationInWindow
            current.locationInWindow = location
            current.phase = .moved
            current.timestamp = time
            send(current, time: time)
        case .ended, .cancelled:
            guard let current = pointerTouch else { return }
            finish(current, phase: phase, at: location, time: time)
        default:
            return
        }
    }

    /// Lets time-based recognizers (long press) see time pass while the pointer is down.
    func touchClockDidAdvance(to time: TimeInterval) {
        guard let touch = pointerTouch else { return }
        for recognizer in touch.gestureRecognizers ?? [] where recognizer.state == .possible {
            recognizer.clockDidAdvance(to: time)
        }
        cancelViewTouchIfRecognized(touch, event: nil)
    }

    private func finish(_ touch: UITouch, phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = phase
        touch.timestamp = time
        pointerTouch = nil
        if let observer = touchClockObserver {
            observer.cancel()
            touchClockObserver = nil
        }
        if phase == .ended { lastTap = (location, time, touch.tapCount) }
        send(touch, time: time)
        for recognizer in touch.gestureRecognizers ?? [] { recognizer.sequenceDidEnd() }
    }

    private func send(_ touch: UITouch, time: TimeInterval) {
        let event = UIEvent(type: .touches, timestamp: time)
        event.touchList = [touch]
        UIApplication.shared.sendEvent(event)
    }

    /// Taps within 0.35 s and 10 points of the previous one count up.
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time < 0.35,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) < 10
        else { return 1 }
        return lastTap.count + 1
    }

    func deliverTouches(of event: UIEvent) {
        for touch in event.touchList where touch.window === self {
            for recognizer in touch.gestureRecognizers ?? [] { recognizer.deliver(touch, event: event) }
            if cancelViewTouchIfRecognized(touch, event: event) { continue }
            guard !touch.isCancelledForView, let view = touch.view else { continue }
            let touches: Set<UITouch> = [touch]
            switch touch.phase {
            case .began: view.touchesBegan(touches, with: event)
            case .moved, .stationary: view.touchesMoved(touches, with: event)
            case .ended: view.touchesEnded(touches, with: event)
            case .cancelled: view.touchesCancelled(touches, with: event)
            default: break
            }
        }
    }

    /// Once a recognizer that cancels touches has recognized, the view gets
    /// `touchesCancelled` and nothing more of this touch. Returns whether it is cut off.
    @discardableResult
    private func cancelViewTouchIfRecognized(_ touch: UITouch, event: UIEvent?) -> Bool {
        if touch.isCancelledForView { return true }
        let recognized = (touch.gestureRecognizers ?? []).contains { r in
            r.cancelsTouchesInView && (r.state == .began || r.state == .changed || r.state == .ended)
        }
        guard recognized else { return false }
        touch.isCancelledForView = true
        if touch.phase != .began, let view = touch.view {
            view.touchesCancelled([touch], with: event)
        }
        return true
    }
}

extension UIWindow {
    /// Scrolls the innermost scroll view under `location` that can move by `delta` points
    /// (content moving up and left for positive values), as the window host does for the
    /// wheel; `continuous` deltas (a touchpad's) end in momentum. An OpenUIKit SPI for
    /// hosts and tests.
    @_spi(OpenUIKit) public func injectScroll(_ delta: CGPoint, at location: CGPoint, continuous: Bool = false) {
        guard delta.x.isFinite, delta.y.isFinite, location.x.isFinite, location.y.isFinite else { return }
        var view = hitTest(location, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.scroll(byWheel: delta, continuous: continuous) { return }
            view = current.superview
        }
    }
}
