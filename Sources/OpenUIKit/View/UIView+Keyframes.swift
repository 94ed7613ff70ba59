import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIView {
    /// Options for keyframe animations, with UIKit's raw values.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates in stages: `animations` calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each stage, whose changes animate over its share of `duration`, each stage starting
    /// from where the previous one left the property.
    ///
    /// ```swift
    /// UIView.animateKeyframes(withDuration: 1, delay: 0) {
    ///     UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.center.y -= 40 }
    ///     UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.center.y += 40 }
    /// }
    /// ```
    ///
    /// Differences from UIKit: every calculation mode interpolates linearly between
    /// keyframes (paced and cubic modes are not smoothed), and `.repeat`/`.autoreverse`
    /// apply to each stage rather than to the whole timeline.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let timeline = KeyframeTimeline()
        KeyframeTimeline.stack.append(timeline)
        animations()
        KeyframeTimeline.stack.removeLast()
        timeline.run(
            duration: duration.isFinite ? max(0, duration) : 0, delay: delay.isFinite ? max(0, delay) : 0,
            options: options, completion: completion)
    }

    /// Adds a stage to the keyframe animation being built: `animations` runs over
    /// `frameDuration` of it (both fractions of the whole, 0…1), starting at `frameStartTime`.
    /// Outside `animateKeyframes` the changes apply at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        guard let timeline = KeyframeTimeline.stack.last else {
            animations()
            return
        }
        func fraction(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0 }
        timeline.keyframes.append((fraction(frameStartTime), fraction(frameDuration), animations))
    }
}

/// The stages of one `animateKeyframes` call, collected and then run in order.
@MainActor
final class KeyframeTimeline {
    static var stack: [KeyframeTimeline] = []
    var keyframes: [(start: Double, length: Double, body: () -> Void)] = []

    func run(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        var viewOptions: UIView.AnimationOptions = [.curveLinear]
        if options.contains(.allowUserInteraction) { viewOptions.insert(.allowUserInteraction) }
        if options.contains(.repeat) { viewOptions.insert(.repeat) }
        if options.contains(.autoreverse) { viewOptions.insert(.autoreverse) }
        let discrete = options.contains(.calculationModeDiscrete) && !options.contains(.calculationModePaced)
        // The first stage to touch a property shows its start value until it begins; later
        // stages must not hide the earlier ones.
        var touched: Set<String> = []
        for (index, keyframe) in keyframes.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            let scope = AnimationScope(
                // Discrete stages jump: a vanishingly short animation at their start.
                duration: discrete ? 1e-6 : duration * keyframe.length, delay: delay + duration * keyframe.start,
                timing: .curve(.linear), options: viewOptions)
            scope.keyframeRole = AnimationScope.KeyframeRole(keySuffix: "#keyframe\(index)") { layer, keyPath in
                touched.insert("\(ObjectIdentifier(layer).hashValue)/\(keyPath)").inserted
            }
            scope.run(keyframe.body, completion: nil)
        }
        guard let completion else { return }
        // One completion for the whole timeline, on the clock.
        MediaClock.current.at(CACurrentMediaTime() + delay + duration) { completion(true) }
    }
}
