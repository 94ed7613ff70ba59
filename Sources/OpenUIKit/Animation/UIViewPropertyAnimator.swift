import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The state of an interruptible animation.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or ended.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped without finishing: waiting for `finishAnimation(at:)`.
    case stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

extension UIView {
    /// The timing curves of view animations.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        var timingFunctionName: CAMediaTimingFunction.Name {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// An animation of view properties that can be started, paused, scrubbed, stopped and
/// finished.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
///     card.center.y -= 200
/// }
/// animator.addCompletion { position in print(position == .end) }
/// animator.startAnimation()
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5      // scrub
/// animator.startAnimation()            // carry on from there
/// ```
///
/// Differences from UIKit: `isReversed`, `continueAnimation(withTimingParameters:durationFactor:)`
/// and timing-parameter objects are not available yet; scrubbing follows the timing
/// curve (as `scrubsLinearly = false` does in UIKit).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The animation's length in seconds.
    public let duration: TimeInterval
    /// Seconds between `startAnimation()` and the start of the motion.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animator runs updates pending before its animations without animation
    /// and those its animations cause with it, as `.flushUpdates` does (iOS 26).
    open var flushUpdates = false
    /// Whether the animator can be paused and stopped (always true here).
    open var isInterruptible = true
    /// Whether finished animations wait in the paused state instead of completing.
    open var pausesOnCompletion = false

    /// Inactive before starting and after finishing, active while running or paused,
    /// stopped after `stopAnimation(false)` until `finishAnimation(at:)`.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are moving (started and not paused).
    open private(set) var isRunning = false

    private let timing: AnimationScope.Timing
    /// The animation blocks with the fraction of the duration each waits for.
    private var blocks: [(body: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The animations started, each with the span of the animator's progress it covers.
    private var started: [Track] = []

    @MainActor
    private struct Track {
        let layer: CALayer
        let key: String
        let animation: CABasicAnimation
        /// Where in the animator's 0…1 progress the animation starts and ends.
        let from: CGFloat, to: CGFloat

        /// The animation's own time when the animator is at `fraction`.
        func localTime(at fraction: CGFloat) -> CFTimeInterval {
            let span = max(to - from, 1e-9)
            return Double(min(1, max(0, (fraction - from) / span))) * animation.activeDuration
        }

        /// Shows the animation frozen at the animator's `fraction`.
        func hold(at fraction: CGFloat) {
            animation.speed = 0
            animation.timeOffset = localTime(at: fraction)
            animation.beginTime = CACurrentMediaTime()
            layer.add(animation, forKey: key)
        }

        /// Lets the animation run on from the animator's `fraction` over `duration` seconds in all.
        func run(from fraction: CGFloat, duration: TimeInterval) {
            let now = CACurrentMediaTime()
            animation.speed = 1
            animation.timeOffset = localTime(at: fraction)
            animation.beginTime = now + max(0, Double(from - fraction)) * duration
            layer.add(animation, forKey: key)
        }
    }
    /// The fraction reached when paused, or when running, the fraction at `resumedAt`.
    private var pausedFraction: CGFloat = 0
    private var resumedAt: TimeInterval?
    /// The start delay still to wait: `delay` until the motion first starts.
    private var pendingDelay: TimeInterval = 0
    private var clockObserver: ClockObservation?

    /// An animator with one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        timing = .curve(curve.timingFunctionName)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        timing = .function(CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y)))
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// An animator with a spring of the given damping ratio (1: no overshoot) that settles
    /// within `duration`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = UIViewPropertyAnimator.validated(duration)
        timing = .damping(ratio: ratio, velocity: 0)
        super.init()
        if let animations { blocks.append((animations, 0)) }
    }

    /// Makes an animator and starts it at once, as `UIView.animate` does, returning it so
    /// it can be interrupted.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        animator.flushUpdates = options.contains(.flushUpdates)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func validated(_ duration: TimeInterval) -> TimeInterval {
        duration.isFinite ? max(0, duration) : 0
    }

    /// Adds animations; once running, they join from the current point for the rest of
    /// the duration.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) of the way through what remains.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, delayFactor)) : 0
        blocks.append((animation, factor))
        if state == .active {
            startScopes(for: [(animation, factor)], remaining: 1 - fractionComplete)
            if !isRunning { pauseAnimation() }
        }
    }

    /// Adds a block called with the final position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations.
    open func startAnimation() {
        switch state {
        case .inactive:
            state = .active
            pausedFraction = 0
            pendingDelay = delay
            startScopes(for: blocks, remaining: 1)
            resume()
        case .active where !isRunning:
            resume()
        default:
            break
        }
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay.isFinite ? max(0, delay) : 0
        startAnimation()
    }

    /// Holds the animations where they are.
    open func pauseAnimation() {
        if state == .inactive {
            state = .active
            pendingDelay = 0
            startScopes(for: blocks, remaining: 1)
        }
        guard state == .active else { return }
        pausedFraction = fractionComplete
        resumedAt = nil
        pendingDelay = 0
        isRunning = false
        for track in started { track.hold(at: pausedFraction) }
        stopWatchingClock()
    }

    /// How far through the animations are, 0…1; setting it while paused scrubs.
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let resumedAt, duration > 0 else { return pausedFraction }
            let elapsed = CACurrentMediaTime() - resumedAt - pendingDelay
            return min(1, max(0, pausedFraction + CGFloat(elapsed / duration)))
        }
        set {
            guard state == .active, !isRunning, newValue.isFinite else { return }
            pausedFraction = min(1, max(0, newValue))
            for track in started { track.hold(at: pausedFraction) }
        }
    }

    /// Stops the animations where they appear now. With `withoutFinishing`, the views
    /// keep those values, the animator becomes inactive and no completion runs; otherwise
    /// it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        stoppedEnds = withoutFinishing ? [] : started.map { ($0.layer, $0.key, $0.animation.fromValue, $0.animation.toValue) }
        for item in started {
            if let presented = AnimationScope.presentedValue(of: item.layer, item.key) {
                item.layer.setAnimatableValue(presented, forKeyPath: item.key)
            }
            item.layer.removeAnimation(forKey: item.key)
        }
        started = []
        isRunning = false
        stopWatchingClock()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// The properties a stop left, with their start and end values, for `finishAnimation(at:)`.
    private var stoppedEnds: [(layer: CALayer, key: String, start: Any?, end: Any?)] = []

    /// Ends stopped animations at `finalPosition` (the views take their start or end
    /// values, or stay where they stopped) and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        for item in stoppedEnds {
            switch finalPosition {
            case .start: item.layer.setAnimatableValue(item.start, forKeyPath: item.key)
            case .end: item.layer.setAnimatableValue(item.end, forKeyPath: item.key)
            case .current: break
            }
        }
        stoppedEnds = []
        runCompletions(finalPosition)
    }

    // MARK: Running

    /// Runs `blocks` in animation scopes over the `remaining` fraction of the duration,
    /// one scope per delay factor.
    private func startScopes(for blocks: [(body: () -> Void, delayFactor: CGFloat)], remaining: CGFloat) {
        let remaining = min(1, max(0, remaining))
        let span = duration * Double(remaining)
        for factor in Set(blocks.map(\.delayFactor)).sorted() {
            let scope = AnimationScope(
                duration: span * Double(1 - factor), delay: pendingDelay + span * Double(factor), timing: timing,
                options: flushUpdates ? .flushUpdates : [])
            scope.managesOwnCompletion = true
            let from = 1 - remaining + remaining * factor
            let made = scope.run({ for block in blocks where block.delayFactor == factor { block.body() } }, completion: nil)
            started += made.map { Track(layer: $0.layer, key: $0.key, animation: $0.animation, from: from, to: 1) }
        }
    }

    private func resume() {
        let now = CACurrentMediaTime()
        for track in started where track.animation.speed == 0 { track.run(from: pausedFraction, duration: duration) }
        resumedAt = now
        isRunning = true
        watchClock()
    }

    private func watchClock() {
        guard clockObserver == nil else { return }
        clockObserver = MediaClock.current.addObserver { [weak self] _ in
            MainActor.assumeIsolated { self?.checkForEnd() }
        }
    }

    private func stopWatchingClock() {
        if let clockObserver { clockObserver.cancel() }
        clockObserver = nil
    }

    private func checkForEnd() {
        guard isRunning, fractionComplete >= 1 else { return }
        let now = CACurrentMediaTime()
        // Springs settle a little after the nominal duration.
        guard started.allSatisfy({ $0.animation.isFinished(at: now, begin: $0.animation.beginTime) }) else { return }
        if pausesOnCompletion {
            pauseAnimation()
            return
        }
        isRunning = false
        stopWatchingClock()
        for item in started { item.layer.removeAnimation(forKey: item.key) }
        started = []
        state = .inactive
        runCompletions(.end)
    }

    private func runCompletions(_ position: UIViewAnimatingPosition) {
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    isolated deinit {
        stopWatchingClock()
    }
}

extension UIView.AnimationOptions {
    var curve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
    }
}
