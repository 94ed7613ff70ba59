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
}

/// The current media time, in seconds: the clock animations are timed by.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// Core Animation's time type: seconds. (Swift's Foundation on Linux does not export
/// CoreFoundation's.)
public typealias CFTimeInterval = Double
