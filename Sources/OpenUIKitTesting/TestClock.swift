import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The clock under a test's control: time stands still until you advance it.
///
/// It steers the current clock: the test's own under the ``ManualClockTrait`` trait
/// (`@Test(.manualClock)`), so tests running in parallel keep separate times; without the
/// trait, the process's clock (run such tests one after another).
///
/// ```swift
/// @Test(.manualClock) func fadesOut() {
///     UIView.animate(withDuration: 1) { view.alpha = 0 }
///     TestClock.advance(by: 0.5)
///     #expect(view.layer.presentation()!.opacity < 1)
/// }
/// ```
@preconcurrency @MainActor
public enum TestClock {
    /// Freezes the clock at `time`.
    public static func start(at time: TimeInterval = 1000) { MediaClock.current.useManualTime(startingAt: time) }
    /// Moves the clock forward and runs one frame.
    public static func advance(by seconds: TimeInterval) { MediaClock.current.advance(by: seconds) }
    /// The clock's time.
    public static var now: TimeInterval { MediaClock.current.now }
    /// Back to real time.
    public static func stop() { MediaClock.current.useSystemTime() }
}
