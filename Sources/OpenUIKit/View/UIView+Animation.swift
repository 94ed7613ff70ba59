import Foundation
import OpenQuartzCore

extension UIView {
    /// Options for animations.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Runs pending trait, property and layout updates before the animations (without
        /// animation) and after them inside the animation, so changes that observable
        /// models caused animate too (iOS 26). Applies to nested animations as well.
        public static let flushUpdates = AnimationOptions(rawValue: 1 << 29)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Animates the changes `animations` makes to views' `frame`, `bounds`, `center`,
    /// `alpha`, `transform` and `backgroundColor`: the model takes the new values at once,
    /// the layers' `presentation()` (and what is drawn) moves there over `duration` on the
    /// animation clock. `completion` gets `true` when the animations have ended.
    ///
    /// Setting a `UIVisualEffectView`'s `effect` to glass in the block materializes it over
    /// the duration (and to `nil` dematerializes it). `.repeat` repeats for ever (the
    /// completion then never runs), `.autoreverse` plays each cycle back, `.flushUpdates`
    /// animates what observable changes in the block cause.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        AnimationScope(duration: duration, delay: delay, timing: .curve(options.timingFunctionName), options: options)
            .run(animations, completion: completion)
    }

    /// Animates with the default ease-in-ease-out curve.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with the default curve, then calls `completion`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation with defaults for every parameter, so `UIView.animate { … }`
    /// reads as in the seed articles. Under Reduce Motion the spring becomes a plain,
    /// short transition.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationScope(
            duration: duration, delay: delay, timing: .spring(duration: duration, bounce: bounce, velocity: velocity),
            options: options)
            .run(animations, completion: completion)
    }

    /// A spring that settles within `duration`, with UIKit's damping ratio (1: no
    /// overshoot) and initial velocity.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        AnimationScope(
            duration: duration, delay: delay, timing: .damping(ratio: dampingRatio, velocity: velocity), options: options)
            .run(animations, completion: completion)
    }

    /// Runs `actions` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationScope.withoutAnimation(actions)
    }
}

extension UIView.AnimationOptions {
    var timingFunctionName: CAMediaTimingFunction.Name {
        // The curve is a two-bit field, not independent flags.
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInEaseOut
        }
    }
}
