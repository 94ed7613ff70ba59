import Foundation

/// An input event. Touch delivery arrives with the window host; until then events carry
/// their type and time, which `hitTest(_:with:)` and `point(inside:with:)` receive.
@MainActor
open class UIEvent {
    /// Kinds of events.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's kind.
    open private(set) var type: EventType
    /// When the event happened, in seconds since system start.
    open private(set) var timestamp: TimeInterval

    public init(type: EventType = .touches, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
        self.type = type
        self.timestamp = timestamp
    }
}
