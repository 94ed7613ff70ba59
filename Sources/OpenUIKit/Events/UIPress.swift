import Foundation

/// One press of a physical button or key, from the first contact to the release.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The stages of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kinds of remote and game-controller buttons (keyboard presses carry a `key`).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// Began, changed, stationary, ended or cancelled.
    open internal(set) var phase: Phase
    /// The button pressed; keyboard presses report `.select` and carry `key`.
    open internal(set) var type: PressType = .select
    /// When the press last changed, in seconds of system uptime.
    open internal(set) var timestamp: TimeInterval
    /// The window the press was delivered in.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to first.
    open internal(set) weak var responder: UIResponder?
    /// The key, for keyboard presses.
    open internal(set) var key: UIKey?
    /// How hard the button is pressed, 0…1: keys are all or nothing.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        super.init()
    }
}

/// An event carrying presses.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    init(presses: [UIPress], timestamp: TimeInterval) {
        pressList = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
