import Foundation

extension UIAccessibility {
    /// Something an app tells assistive technologies: an announcement to speak, or that
    /// the screen or its layout changed.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The screen changed wholly (a new screen appeared). The argument is the element
        /// to move to, or a string to speak, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed. The argument is the element to move to, or a string
        /// to speak, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak; the argument is the `String` (or `NSAttributedString`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing where it ended ("Page 2
        /// of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies should pause (argument: the technology, or `nil`).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Assistive technologies may resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One posted notification, as a screen reader bridge receives it.
    @_spi(OpenUIKit) public struct PostedNotification {
        /// What was posted.
        public let notification: Notification
        /// Its argument: a string to speak, an element to move to, or `nil`.
        public let argument: Any?

        /// The text to speak, when the argument is one.
        public var spokenText: String? {
            (argument as? String) ?? (argument as? NSAttributedString)?.string
        }
    }

    /// Tells assistive technologies about `notification`: an announcement is spoken, a
    /// screen or layout change moves the reading position (to `argument` when it is an
    /// element).
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .announcement, argument: "Saved")
    /// ```
    ///
    /// On Linux the notifications reach Orca through the AT-SPI bridge; without a screen
    /// reader they go nowhere, as on iOS without VoiceOver.
    public static func post(notification: Notification, argument: Any?) {
        let posted = PostedNotification(notification: notification, argument: argument)
        for observer in notificationObservers.values { observer(posted) }
    }

    private static var notificationObservers: [Int: (PostedNotification) -> Void] = [:]
    private static var nextObserverID = 0

    /// Calls `observer` with every notification posted from now on, until the returned
    /// cancel closure runs. For screen reader bridges and tests.
    @_spi(OpenUIKit) public static func observePostedNotifications(
        _ observer: @escaping (PostedNotification) -> Void
    ) -> () -> Void {
        nextObserverID += 1
        let id = nextObserverID
        notificationObservers[id] = observer
        return { notificationObservers[id] = nil }
    }

    /// Whether a screen reader is reading the app: on Linux, whether the AT-SPI bridge
    /// found Orca (or another screen reader) running.
    public static var isVoiceOverRunning: Bool { isScreenReaderRunning }

    /// Set by the screen reader bridge when a reader starts or stops.
    @_spi(OpenUIKit) public static var isScreenReaderRunning = false {
        didSet {
            guard oldValue != isScreenReaderRunning else { return }
            NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// Posted when a screen reader starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
