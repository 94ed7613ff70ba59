import Foundation

/// The time Core Animation runs on. It follows the system uptime unless a host or a test
/// makes it manual, so animations can be sampled at exact instants.
@_spi(OpenUIKit) @MainActor
public enum MediaClock {
    private static var manualTime: CFTimeInterval?

    /// Seconds since an arbitrary start.
    public static var now: CFTimeInterval { manualTime ?? ProcessInfo.processInfo.systemUptime }
    /// Whether time stands still until set again.
    public static var isManual: Bool { manualTime != nil }
    /// Freezes time at `time`, or follows the system again with `nil`.
    public static func setManualTime(_ time: CFTimeInterval?) { manualTime = time }

    /// The display refresh interval display links assume.
    public static let frameInterval: CFTimeInterval = 1.0 / 60

    private static var displayLinks: [CADisplayLink] = []

    static func addFrameObserver(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    static func removeFrameObserver(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// Fires the display links for a refresh at the current time: called by whatever
    /// presents frames.
    public static func displayDidRefresh() {
        let time = now
        for link in displayLinks { link.refresh(at: time) }
    }
}

/// The current media time, in seconds: the clock animations are timed by.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// Core Animation's time type: seconds. (Swift's Foundation on Linux does not export
/// CoreFoundation's.)
public typealias CFTimeInterval = Double
