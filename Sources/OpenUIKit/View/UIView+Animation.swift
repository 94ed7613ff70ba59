import Foundation

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
    }

    /// Runs `animations` now and reports completion on the main queue afterwards.
    ///
    /// OpenUIKit does not interpolate yet: changes made in the block take effect at once
    /// (glass set as an `effect` appears fully formed) and `completion` receives `true`
    /// once the current main-queue work is done, as it would after a zero-length animation.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        performAnimationBlock(animations, completion: completion)
    }

    /// Runs `animations` now; see ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        performAnimationBlock(animations, completion: nil)
    }

    /// A spring animation with defaults for every parameter, so `UIView.animate { … }`
    /// reads as in the seed articles. Applies at once, as the other forms do.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        performAnimationBlock(animations, completion: completion)
    }

    /// Runs `actions` with animations disabled.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    private static func performAnimationBlock(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        guard let completion else { return }
        // Main actor to main queue: the closure never leaves the main thread.
        nonisolated(unsafe) let finish = completion
        DispatchQueue.main.async { MainActor.assumeIsolated { finish(true) } }
    }
}
