import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The time animations, display links and long presses run on.
///
/// By default it follows the system's uptime and advances when the window host presents a
/// frame. Tests switch it to manual time and step it, so an animation can be sampled at
/// exact instants with no sleeping. An OpenUIKit SPI; OpenUIKitTesting wraps it.
@_spi(OpenUIKit) @MainActor
public final class AnimationClock {
    /// The clock animations in this process run on.
    public static let shared = AnimationClock()

    /// Seconds; the system uptime unless the clock is manual.
    public var now: TimeInterval { MediaClock.now }
    /// Whether time moves only when `advance(by:)` says so.
    public var isManual: Bool { MediaClock.isManual }
    private var observers: [(id: Int, tick: @MainActor (TimeInterval) -> Void)] = []
    private var nextObserverID = 0

    private init() {}

    /// Stops real time: from now on only `advance(by:)` moves the clock.
    public func useManualTime(startingAt start: TimeInterval = 1000) {
        MediaClock.setManualTime(start)
    }

    /// Follows the system uptime again.
    public func useSystemTime() {
        MediaClock.setManualTime(nil)
    }

    /// Moves manual time forward by `seconds` (ignored for negative or non-finite values)
    /// and runs one frame at the new time.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else { return }
        if isManual { MediaClock.setManualTime(now + seconds) }
        tick()
    }

    /// Runs one frame at the current time: animations step, display links fire, held
    /// touches age. The window host calls it each display refresh.
    public func tick() {
        let time = now
        for observer in observers { observer.tick(time) }
        MediaClock.displayDidRefresh()
    }

    /// Calls `tick` every frame until the returned token is passed to `removeObserver`.
    func addObserver(_ tick: @escaping @MainActor (TimeInterval) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, tick))
        return nextObserverID
    }

    func removeObserver(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Calls `action` once, on the first frame at or after time `end`; returns a token
    /// `removeObserver(_:)` takes to cancel it.
    @discardableResult
    func at(_ end: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        var observer: Int?
        observer = addObserver { [unowned self] time in
            guard time >= end, let id = observer else { return }
            removeObserver(id)
            observer = nil
            action()
        }
        return observer!
    }
}
