import Foundation
@_spi(SwiftUI) import Observation

/// Observation tracking that reports a change after the new value is stored.
///
/// `withObservationTracking(_:onChange:)` calls back in `willSet`, before the value lands,
/// on the writer's thread. A run started from that callback on another thread can read
/// the old value and re-track just too late to hear of the write it missed, and then shows
/// stale data for good. Reporting in `didSet` (the Observation module's own hook, which
/// SwiftUI uses) closes that window: whatever runs after the report reads the new value.
package enum ObservationAfterChange {
    /// Runs `body`, recording the Observable properties it reads; the first change to any
    /// of them calls `changed` once, after the new value is stored, on the writer's thread.
    package static func track<Result>(_ body: () -> Result, changed: @escaping @Sendable () -> Void) -> Result {
        withObservationTracking(body, didSet: { tracking in
            // These callbacks stay installed until cancelled; the first change is enough.
            tracking.cancel()
            changed()
        })
    }
}
