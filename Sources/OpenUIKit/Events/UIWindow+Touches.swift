import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIWindow {
    /// The identifier of the mouse pointer's touch.
    static let pointerTouchID = 0

    /// Feeds the window one step of the pointer's touch: `.began` at a button press,
    /// `.moved` while dragging, `.ended` at release, `.cancelled` when the window loses
    /// the pointer. Points are in window coordinates; `timestamp` in seconds (by default
    /// the animation clock's time). An OpenUIKit SPI for the window host and for tests.
    @_spi(OpenUIKit)
    public func injectPointer(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval? = nil) {
        injectTouch(Self.pointerTouchID, phase, at: location, timestamp: timestamp)
    }

    /// Feeds the window one step of one finger of a touchscreen (or the pointer, as
    /// identifier 0): several fingers down at once are one multi-touch sequence, each
    /// finger a `UITouch` of its own, all of them in each event's `allTouches`. An
    /// OpenUIKit SPI for the window host and for tests.
    /// - Parameters:
    ///   - id: The finger; the same for its whole sequence, 0 for the mouse pointer.
    ///   - phase: `.began`, `.moved`, `.ended` or `.cancelled`.
    ///   - location: Where the finger is, in window coordinates.
    ///   - timestamp: When, in seconds; the animation clock's time by default.
    @_spi(OpenUIKit)
    public func injectTouch(_ id: Int, _ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval? = nil) {
        guard location.x.isFinite, location.y.isFinite else { return }
        let time = timestamp ?? MediaClock.current.now
        switch phase {
        case .began:
            if let stale = activeTouches[id] { finish(stale, id: id, phase: .cancelled, at: stale.locationInWindow, time: time) }
            let touch = UITouch(phase: .began, location: location, window: self, timestamp: time,
                                tapCount: activeTouches.isEmpty ? tapCount(at: location, time: time) : 1, type: .direct)
            touch.view = hitTest(location, with: nil)
            touch.gestureRecognizers = touch.view?.recognizersForTouches
            activeTouches[id] = touch
            if touchClockObserver == nil {
                touchClockObserver = MediaClock.current.addObserver { [weak self] time in self?.touchClockDidAdvance(to: time) }
            }
            send(touch, time: time)
        case .moved, .stationary:
            guard let current = activeTouches[id] else { return }
            current.previousLocationInWindow = current.locationInWindow
            current.locationInWindow = location
            current.phase = .moved
            current.timestamp = time
            send(current, time: time)
        case .ended, .cancelled:
            guard let current = activeTouches[id] else { return }
            finish(current, id: id, phase: phase, at: location, time: time)
        default:
            return
        }
    }

    /// Where the touch `id` is now, in window coordinates (`nil`: not down). An OpenUIKit
    /// SPI for tests scripting several fingers.
    @_spi(OpenUIKit)
    public func activeTouchLocation(_ id: Int) -> CGPoint? { activeTouches[id]?.locationInWindow }

    /// Cancels every finger's touch (the touchscreen's sequence was taken away); the
    /// mouse pointer's stays.
    @_spi(OpenUIKit)
    public func cancelFingerTouches(timestamp: TimeInterval? = nil) {
        let time = timestamp ?? MediaClock.current.now
        for (id, touch) in activeTouches.sorted(by: { $0.key < $1.key }) where id != Self.pointerTouchID {
            finish(touch, id: id, phase: .cancelled, at: touch.locationInWindow, time: time)
        }
    }

    /// Lets time-based recognizers (long press) see time pass while touches are down.
    func touchClockDidAdvance(to time: TimeInterval) {
        for touch in activeTouches.values {
            for recognizer in touch.gestureRecognizers ?? [] where recognizer.state == .possible {
                recognizer.clockDidAdvance(to: time)
            }
            cancelViewTouchIfRecognized(touch, event: nil)
        }
    }

    private func finish(_ touch: UITouch, id: Int, phase: UITouch.Phase, at location: CGPoint, time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = phase
        touch.timestamp = time
        activeTouches[id] = nil
        if activeTouches.isEmpty, let observer = touchClockObserver {
            observer.cancel()
            touchClockObserver = nil
        }
        if phase == .ended, activeTouches.isEmpty { lastTap = (location, time, touch.tapCount) }
        send(touch, time: time)
        // A recognizer's sequence ends with the last of the touches it sees.
        for recognizer in touch.gestureRecognizers ?? [] where !activeTouches.values.contains(where: { other in
            other.gestureRecognizers?.contains { $0 === recognizer } == true
        }) {
            recognizer.sequenceDidEnd()
        }
    }

    private func send(_ touch: UITouch, time: TimeInterval) {
        let event = UIEvent(type: .touches, timestamp: time)
        let others = activeTouches.values.filter { $0 !== touch }.sorted { $0.timestamp < $1.timestamp }
        event.touchList = [touch] + others
        event.changedTouches = [touch]
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
        for touch in event.changedTouches ?? event.touchList where touch.window === self {
            for recognizer in touch.gestureRecognizers ?? [] { recognizer.deliver(touch, event: event) }
            if cancelViewTouchIfRecognized(touch, event: event) { continue }
            if touch.phase == .began { withholdIfViewTakesOneTouch(touch, event: event) }
            guard !touch.isCancelledForView, !touch.isWithheldFromView, let view = touch.view else { continue }
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

    /// A view that takes one touch at a time (`isMultipleTouchEnabled` off, as by
    /// default) does not hear of a second finger while its first is down; its gesture
    /// recognizers still do.
    private func withholdIfViewTakesOneTouch(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return }
        let viewHasAnother = event.touchList.contains { other in
            other !== touch && other.view === view && !other.isWithheldFromView && !other.isCancelledForView
        }
        if viewHasAnother { touch.isWithheldFromView = true }
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
