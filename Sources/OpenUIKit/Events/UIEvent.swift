import Foundation

/// An input event: for touches, the set of touches of the current sequence.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's kind.
    open private(set) var type: EventType
    /// When the event happened, in seconds since system start.
    open internal(set) var timestamp: TimeInterval
    var touchList: [UITouch] = []
    /// The touches that changed in this event (all of `touchList` when `nil`): the others
    /// are down and still, there for `allTouches` only.
    var changedTouches: [UITouch]?

    /// An event of `type` with no touches yet. UIKit creates events itself; tests and
    /// hosts use this to inject them.
    public init(type: EventType = .touches, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.type = type
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touchList.isEmpty ? nil : Set(touchList) }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let mine = touchList.filter { $0.view === view }
        return mine.isEmpty ? nil : Set(mine)
    }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let mine = touchList.filter { $0.window === window }
        return mine.isEmpty ? nil : Set(mine)
    }
}

