import Foundation

/// The tracked runs of one method (or view body, or read) over time: each new run
/// supersedes and then ends the last. Its owner ends it when it goes away, which removes
/// the current run's watch from the models it read.
///
/// ```swift
/// let body = bodyObservation.track { view.body } changed: { invalidate() }
/// ```
package struct ObservationSlot: Sendable {
    private var current: TrackedRun?

    package init() {}

    /// Runs `body` watching what it reads: a later change calls `changed` once, on the
    /// writer's thread, after the value is stored. If another thread wrote what the
    /// previous run read while this one was reading, `changed` is called at once as well,
    /// so the method runs again and shows what was written.
    package mutating func track<Result>(_ body: () -> Result, changed: @escaping @Sendable () -> Void) -> Result {
        let previous = current
        previous?.beginSuperseding()
        let run = TrackedRun()
        let result = run.track(body, changed: changed)
        current = run
        if previous?.end() == true { changed() }
        return result
    }

    /// Stops watching what the last run read.
    package mutating func end() {
        current?.end()
        current = nil
    }
}
