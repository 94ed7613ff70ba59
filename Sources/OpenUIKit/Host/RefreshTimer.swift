import Dispatch
import Foundation

/// The display refresh on the main queue: fires every `interval` while awake; ``sleep()``
/// stops it until ``wake()``, which fires at once and then at the interval again.
@MainActor
final class RefreshTimer {
    private let source: any DispatchSourceTimer
    private let interval: TimeInterval
    private(set) var isAsleep = false
    private var isCancelled = false

    init(interval: TimeInterval, _ refresh: @escaping @MainActor (RefreshTimer) -> Void) {
        self.interval = interval
        source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                refresh(self)
            }
        }
        schedule()
        source.resume()
    }

    /// Stops the refreshes until ``wake()``.
    func sleep() {
        guard !isAsleep, !isCancelled else { return }
        isAsleep = true
        source.suspend()
    }

    /// Resumes the refreshes, the first at once; does nothing while awake.
    func wake() {
        guard isAsleep, !isCancelled else { return }
        isAsleep = false
        schedule()
        source.resume()
    }

    /// Stops for good.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        // A suspended source must be resumed before it is cancelled.
        if isAsleep { source.resume() }
        source.cancel()
    }

    private func schedule() {
        source.schedule(deadline: .now(), repeating: interval, leeway: .microseconds(Int(interval * 100_000)))
    }
}
