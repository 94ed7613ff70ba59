import Foundation

/// The one clock a frame's time comes from: `CACurrentMediaTime()`, animations, display
/// links, scroll and touch timers, glass adaptation.
///
/// The ``system`` clock follows the system uptime and steps when a host presents a frame
/// (``tick()``). A test (or a tool rendering frames at exact instants) runs its work under a
/// clock of its own with ``withClock(_:_:)``: inside, ``current`` is that clock, so tests
/// running side by side each keep their own time and nothing process-wide changes. An
/// OpenQuartzCore SPI; OpenUIKitTesting's `TestClock` and `.manualClock` trait wrap it.
///
/// ```swift
/// let clock = MediaClock(manualTimeStartingAt: 100)
/// MediaClock.withClock(clock) {
///     view.layer.add(fade, forKey: "fade")
///     clock.advance(by: 0.5)     // the fade is half way
/// }
/// ```
@_spi(OpenUIKit) @MainActor
public final class MediaClock {
    /// The clock hosts step and code outside ``withClock(_:_:)`` reads.
    public static let system = MediaClock()

    /// The clock of the running task: the one given to ``withClock(_:_:)``, else ``system``.
    public static var current: MediaClock { TaskClock.clock ?? system }

    /// Runs `body` with `clock` as ``current`` (for it and the tasks it starts).
    public nonisolated static func withClock<Result>(_ clock: MediaClock, _ body: () throws -> Result) rethrows -> Result {
        try TaskClock.$clock.withValue(clock, operation: body)
    }

    /// Runs the async `body` with `clock` as ``current``.
    public static func withClock<Result>(
        _ clock: MediaClock, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await TaskClock.$clock.withValue(clock, operation: body, isolation: isolation)
    }

    private var manualTime: CFTimeInterval?
    private var observers: [(id: Int, tick: @MainActor (CFTimeInterval) -> Void)] = []
    private var displayLinks: [CADisplayLink] = []
    /// Process-wide so that a token never names another clock's observer.
    private static var nextObserverID = 0

    /// A clock that follows the system uptime.
    public nonisolated init() {}

    /// A clock that stands still at `start` until ``advance(by:)`` moves it.
    public nonisolated init(manualTimeStartingAt start: CFTimeInterval) { manualTime = start }

    /// Seconds since an arbitrary start.
    public var now: CFTimeInterval { manualTime ?? ProcessInfo.processInfo.systemUptime }
    /// Whether time moves only when ``advance(by:)`` says so.
    public var isManual: Bool { manualTime != nil }

    /// Stops real time at `start`: from now on only ``advance(by:)`` moves the clock.
    public func useManualTime(startingAt start: CFTimeInterval = 1000) { manualTime = start }
    /// Follows the system uptime again.
    public func useSystemTime() { manualTime = nil }

    /// Moves manual time forward by `seconds` (ignored for negative or non-finite values)
    /// and runs one frame at the new time.
    public func advance(by seconds: CFTimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        if let manualTime { self.manualTime = manualTime + seconds }
        tick()
    }

    /// Runs one frame at the current time: observers step (animations, held touches,
    /// scrolling), then display links fire. Whatever presents frames calls it each refresh.
    public func tick() {
        let time = now
        for observer in observers { observer.tick(time) }
        for link in displayLinks { link.refresh(at: time) }
    }

    /// The display refresh interval display links assume.
    public static let frameInterval: CFTimeInterval = 1.0 / 60

    /// Whether anything runs on the clock's frames (an observer or a display link), so a
    /// host must keep stepping it.
    package var hasFrameWork: Bool { !observers.isEmpty || displayLinks.contains { !$0.isPaused } }

    /// Called when frame work is added, so a host that stopped stepping the clock resumes.
    package var frameWorkHandler: (@MainActor () -> Void)?

    /// Calls `tick` every frame until the returned token is cancelled.
    package func addObserver(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) -> ClockObservation {
        Self.nextObserverID += 1
        observers.append((Self.nextObserverID, tick))
        frameWorkHandler?()
        return ClockObservation(clock: self, id: Self.nextObserverID)
    }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Calls `action` once, on the first frame at or after time `end`; the token cancels it.
    @discardableResult
    package func at(_ end: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> ClockObservation {
        var observation: ClockObservation?
        observation = addObserver { time in
            guard time >= end, let current = observation else { return }
            current.cancel()
            observation = nil
            action()
        }
        return observation!
    }

    func addDisplayLink(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
        frameWorkHandler?()
    }

    func removeDisplayLink(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }
}

/// Where a task's clock is kept: task-local values cannot live on a main-actor type.
private enum TaskClock {
    @TaskLocal static var clock: MediaClock?
}

/// The current media time, in seconds: the time of ``MediaClock/current``.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.now }

/// Core Animation's time type: seconds. (Swift's Foundation on Linux does not export
/// CoreFoundation's.)
public typealias CFTimeInterval = Double
