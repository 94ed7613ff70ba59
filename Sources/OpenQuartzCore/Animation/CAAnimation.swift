import Foundation

/// The base of layer animations: timing and pacing.
///
/// OpenQuartzCore animates the properties that Core Animation interpolates most: `opacity`,
/// `position`, `bounds`, `transform`, `backgroundColor` and `cornerRadius`. A layer's
/// `presentation()` shows them as they stand at `CACurrentMediaTime()`.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds the animation lasts (0 means Core Animation's default, 0.25).
    open var duration: CFTimeInterval = 0
    /// When it starts, in media time (0: when added to a layer).
    open var beginTime: CFTimeInterval = 0
    /// How progress follows time; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer drops the animation when it finishes.
    open var isRemovedOnCompletion = true
    /// How many times the animation plays (fractions play part of a last cycle; 0 and
    /// negative values play once; `.infinity` repeats for ever).
    open var repeatCount: Float = 0
    /// Whether each cycle plays forwards and then backwards.
    open var autoreverses = false
    /// What the layer shows outside the active time: with `.backwards` or `.both`, the
    /// start value while waiting for `beginTime`; with `.forwards` or `.both` and
    /// `isRemovedOnCompletion` off, the end value after (the end value is kept whenever
    /// the animation is not removed).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// How fast the animation's time runs against the media clock (0 holds it still,
    /// as a paused animation is).
    open var speed: Float = 1
    /// Seconds added to the animation's own time: with `speed` 0, the instant shown.
    open var timeOffset: CFTimeInterval = 0
    /// Told when the animation starts and stops; retained by the animation, as in Core
    /// Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the delegate was told of the start and of the stop since the animation was
    /// last added to a layer.
    var hasReportedStart = false, hasReportedStop = false

    /// An animation with a duration of 0 (a quarter of a second when added).
    public override init() { super.init() }

    /// The animation's own time at media time `now`, for an animation that began at `begin`.
    func localTime(at now: CFTimeInterval, begin: CFTimeInterval) -> CFTimeInterval {
        let rate = speed.isFinite ? CFTimeInterval(speed) : 1
        let offset = timeOffset.isFinite ? timeOffset : 0
        return (now - begin) * rate + offset
    }

    /// Whether it has not started yet at `now`.
    func isWaiting(at now: CFTimeInterval, begin: CFTimeInterval) -> Bool {
        localTime(at: now, begin: begin) < 0 || now < begin
    }

    /// Whether it has played to its end at `now`.
    package func isFinished(at now: CFTimeInterval, begin: CFTimeInterval) -> Bool {
        !isWaiting(at: now, begin: begin) && localTime(at: now, begin: begin) >= activeDuration
    }

    /// Seconds one pass (forwards only) takes.
    var simpleDuration: CFTimeInterval {
        duration.isFinite && duration > 0 ? duration : 0.25
    }

    private var cycleCount: CFTimeInterval {
        repeatCount.isNaN || repeatCount <= 0 ? 1 : CFTimeInterval(repeatCount)
    }

    /// Seconds from the start to the end of the last repetition (infinite when it repeats
    /// for ever).
    package var activeDuration: CFTimeInterval {
        simpleDuration * (autoreverses ? 2 : 1) * cycleCount
    }

    var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }

    /// How far from its start value to its end value the animation shows at `now`, for
    /// an animation that began at `begin`; `nil` when the layer shows its model value
    /// (waiting without a backwards fill, or finished and removed).
    func shownProgress(at now: CFTimeInterval, begin: CFTimeInterval) -> CGFloat? {
        if isWaiting(at: now, begin: begin) { return fillsBackwards ? 0 : nil }
        if isRemovedOnCompletion, isFinished(at: now, begin: begin) { return nil }
        return progress(elapsed: localTime(at: now, begin: begin))
    }

    /// Progress (0…1, a spring may overshoot) at `elapsed` seconds since the start, with
    /// repetition and reversal applied.
    func progress(elapsed: CFTimeInterval) -> CGFloat {
        let elapsed = min(max(0, elapsed), activeDuration)
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        var local = elapsed.truncatingRemainder(dividingBy: cycle)
        // The very end of a cycle is its last value, not the next cycle's first.
        if local == 0, elapsed > 0 { local = cycle }
        if autoreverses, local > simpleDuration { local = cycle - local }
        return passProgress(elapsed: local)
    }

    /// Progress within one forward pass at `elapsed` seconds into it.
    func passProgress(elapsed: CFTimeInterval) -> CGFloat {
        let t = CGFloat(min(1, max(0, elapsed / simpleDuration)))
        return timingFunction?.progress(at: t) ?? t
    }
}

/// What an animation shows outside its active time, as Core Animation names it.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the animation (with `isRemovedOnCompletion` off).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both of the above.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation of one layer property, named by its key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The layer property the animation changes, such as `"opacity"` or `"position"`.
    open var keyPath: String?

    /// An animation of the layer property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property.
///
/// ```swift
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.fromValue = Float(1)
/// fade.toValue = Float(0)
/// fade.duration = 0.3
/// layer.add(fade, forKey: "fade")
/// ```
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; `nil` starts from the layer's model value (Core
    /// Animation starts from the presented value).
    open var fromValue: Any?
    /// The value at the end; `nil` ends at the layer's model value.
    open var toValue: Any?
}

/// A damped spring between two values.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring: heavier springs move slower and overshoot more.
    open var mass: CGFloat = 1
    /// The spring constant: stiffer springs move faster.
    open var stiffness: CGFloat = 100
    /// How quickly motion dies away.
    open var damping: CGFloat = 10
    /// The starting speed, in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0

    /// A spring that settles in about `perceptualDuration` with `bounce` (0 none, up to
    /// 1 more): SwiftUI's and UIKit's spring parameters.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init(keyPath: nil)
        let spring = SpringMotion(duration: perceptualDuration, bounce: Double(bounce))
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = settlingDuration
    }

    /// How long until the spring is within 0.1% of its target.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    private var motion: SpringMotion {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    override func passProgress(elapsed: CFTimeInterval) -> CGFloat {
        if elapsed >= simpleDuration { return 1 }
        return CGFloat(motion.progress(at: elapsed))
    }
}
