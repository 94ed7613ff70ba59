import Foundation
import Synchronization
@_spi(SwiftUI) import Observation

/// One tracked run of an update method or view body: the Observable properties it read
/// stay watched until the run is ended.
///
/// Observation installs a run's watch only after the run has read everything, so a write
/// from another thread that lands between a read and that moment would go unheard, and the
/// view would show the old value for good. A run therefore stays watched while the next run
/// of the same method reads (it is *superseded*): a write it hears then, from another
/// thread, means the new run may have read an old value, and the new run is repeated.
/// Writes from the superseding run's own thread are its own and are not counted, so an
/// update that writes what it reads does not loop.
///
/// Ending a run removes its watch from every model it read (Observation would otherwise keep
/// it until the next change, so views that went away would pile up in long-lived models).
package final class TrackedRun: Observable, Sendable {
    private struct State {
        var ended = false
        /// Whether the run already reported a change (one report is enough).
        var reported = false
        /// The thread running the superseding run, while there is one.
        var supersededOn: pthread_t?
        /// Whether another thread wrote what this run read while it was superseded.
        var changedWhileSuperseded = false
    }

    private let state = Mutex(State())
    private let registrar = ObservationRegistrar()

    /// What the run's watch reads so that ending the run can wake it (to cancel it).
    private var lifetime: Int {
        registrar.access(self, keyPath: \.lifetime)
        return 0
    }

    /// Runs `body`, watching what it reads; the first change (after the value is stored,
    /// on the writer's thread) calls `changed`, once.
    package func track<Result>(_ body: () -> Result, changed: @escaping @Sendable () -> Void) -> Result {
        withObservationTracking({
            _ = lifetime
            return body()
        }, didSet: { [self] tracking in
            switch heardChange() {
            case .report: changed()
            case .cancel: tracking.cancel()
            case .ignore: break
            }
        })
    }

    private enum Response { case report, cancel, ignore }

    private func heardChange() -> Response {
        state.withLock { state in
            if state.ended { return .cancel }
            if let thread = state.supersededOn {
                if pthread_equal(thread, pthread_self()) == 0 { state.changedWhileSuperseded = true }
                return .ignore
            }
            if state.reported { return .ignore }
            state.reported = true
            return .report
        }
    }

    /// A new run of the same method starts reading on this thread.
    package func beginSuperseding() {
        state.withLock { state in
            state.supersededOn = pthread_self()
            state.changedWhileSuperseded = false
        }
    }

    /// Stops watching. Returns whether another thread wrote what the run read while it was
    /// superseded (the superseding run may have read an old value).
    @discardableResult
    package func end() -> Bool {
        let missed = state.withLock { state in
            let missed = !state.ended && state.changedWhileSuperseded
            state.ended = true
            return missed
        }
        // Wakes the watch, which cancels itself (removing it from every model it read).
        registrar.withMutation(of: self, keyPath: \.lifetime) {}
        return missed
    }
}
