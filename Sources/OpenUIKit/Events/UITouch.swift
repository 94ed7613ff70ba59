import Foundation

/// One finger (or the mouse pointer) on the screen during a touch sequence.
///
/// OpenUIKit's window host turns the mouse's button-down, drags and button-up into one
/// touch's `.began`, `.moved` and `.ended` phases, and each finger on a touchscreen into a
/// touch of its own; tests drive the same path with `UIWindow`'s touch injection in
/// OpenUIKitTesting.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its sequence.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// Began, moved, stationary, ended or cancelled.
    open internal(set) var phase: Phase
    /// When the touch last changed, in seconds on the media clock (`CACurrentMediaTime()`)
    /// unless the injector gave a time.
    open internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place: 1 for the first.
    open internal(set) var tapCount: Int
    /// What made the touch: always `.direct` here, mouse clicks included, so views
    /// see them as fingers.
    open internal(set) var type: TouchType
    /// The view the touch began in (fixed for the whole sequence).
    open internal(set) weak var view: UIView?
    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers that receive this touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    /// Set once a recognizer took the touch from its view.
    var isCancelledForView = false
    /// Set when the view takes one touch at a time and already has one.
    var isWithheldFromView = false
    /// Window coordinates, points.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(phase: Phase, location: CGPoint, window: UIWindow, timestamp: TimeInterval, tapCount: Int, type: TouchType) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.type = type
        super.init()
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return locationInWindow }
        return window.convert(locationInWindow, to: view)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousLocationInWindow }
        return window.convert(previousLocationInWindow, to: view)
    }
}
