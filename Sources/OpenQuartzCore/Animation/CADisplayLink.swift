import Foundation

/// A timer that calls its target once per display refresh, in step with animations.
///
/// ```swift
/// final class Ticker {
///     func step(_ link: CADisplayLink) { print(link.targetTimestamp - link.timestamp) }
/// }
/// let link = CADisplayLink(target: ticker, selector: Ticker.step)
/// link.add(to: .main, forMode: .common)
/// ```
///
/// Refreshes come from whatever presents frames: OpenUIKit's window host at 60 Hz, or a
/// test stepping the animation clock. Differences from Core Animation: Linux Swift has no
/// selectors, so `selector` is a curried method (`Type.method`); as with Apple's, the
/// target is held strongly until `invalidate()`. Run loop modes are not distinguished.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var action: ((CADisplayLink) -> Void)?
    private var isScheduled = false
    /// The clock the link is added to (the current one when it was added).
    private var clock: MediaClock?

    /// The time of the last refresh the link fired for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due: `timestamp` plus the frame interval.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between refreshes, in seconds.
    open var duration: CFTimeInterval { MediaClock.frameInterval }
    /// While paused, the link skips refreshes.
    open var isPaused = false {
        didSet { if oldValue, !isPaused { clock?.frameWorkHandler?() } }
    }
    /// The rate the link wants; refreshes are skipped to approach it (0: every refresh).
    open var preferredFramesPerSecond: Int = 0
    /// The range of rates the link accepts; its `preferred` rate is honoured like
    /// `preferredFramesPerSecond`.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// A link that calls `selector` (a curried method such as `Ticker.step`) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        action = { link in selector(target)(link) }
        super.init()
    }

    /// Starts firing on every refresh.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !isScheduled else { return }
        isScheduled = true
        let clock = MediaClock.current
        self.clock = clock
        clock.addDisplayLink(self)
    }

    /// Stops firing; it may be added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        clock?.removeDisplayLink(self)
        clock = nil
    }

    /// Stops for good and releases the target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        action = nil
    }

    /// The frames per second asked for, 0 when none.
    private var requestedRate: Double {
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        let rate = preferred > 0 ? preferred : Double(preferredFramesPerSecond)
        return rate.isFinite && rate > 0 ? rate : 0
    }

    /// Called by the media clock on each refresh.
    func refresh(at time: CFTimeInterval) {
        guard !isPaused, let action else { return }
        let rate = requestedRate
        // A lower rate skips refreshes until its own interval has passed (half a frame early is on time).
        if rate > 0, timestamp > 0, time - timestamp < 1 / rate - MediaClock.frameInterval / 2 { return }
        timestamp = time
        targetTimestamp = time + (rate > 0 ? max(1 / rate, MediaClock.frameInterval) : MediaClock.frameInterval)
        action(self)
    }
}

/// A range of frame rates with a preferred one, as Core Animation describes them.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, frames per second.
    public var minimum: Float
    /// The highest useful rate, frames per second.
    public var maximum: Float
    /// The rate you would like; `nil` lets the system choose.
    public var preferred: Float?

    /// A range from `minimum` to `maximum` frames per second, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
