import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The animation block being run by `UIView.animate`: which layer properties its changes
/// touched (and their values before), and how to animate them once the block returns.
@MainActor
final class AnimationScope {
    enum Timing {
        case curve(CAMediaTimingFunction.Name)
        case function(CAMediaTimingFunction)
        case spring(duration: TimeInterval, bounce: CGFloat, velocity: CGFloat)
        case damping(ratio: CGFloat, velocity: CGFloat)
        /// Progress from a function of the elapsed time (SwiftUI's curves).
        case paced(@Sendable (TimeInterval) -> Double?)
    }

    /// The innermost running scope; `nil` outside blocks and inside `performWithoutAnimation`.
    static var current: AnimationScope? { stack.last ?? nil }
    private static var stack: [AnimationScope?] = []

    let duration: TimeInterval
    let delay: TimeInterval
    let timing: Timing
    let options: UIView.AnimationOptions
    /// What changed in the block: the property, its value before, and for properties that
    /// are not the layer's own, its value after.
    private var changes: [(layer: CALayer, keyPath: String, from: Any?, to: Any?)] = []

    init(duration: TimeInterval, delay: TimeInterval, timing: Timing, options: UIView.AnimationOptions = []) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.timing = timing
        self.options = options
    }

    /// Whether updates are flushed at scope boundaries: asked for here or by an enclosing scope.
    private static var flushesUpdates: Bool {
        stack.contains { $0?.options.contains(.flushUpdates) == true }
    }

    /// Runs `body` with animations off.
    /// With `flushingUpdates`, what waited before is applied first and what `body` causes
    /// in the update pass is applied before it returns (as `.flushUpdates` does); `nil`
    /// flushes when an enclosing block does.
    static func withoutAnimation<Result>(flushingUpdates: Bool? = nil, _ body: () throws -> Result) rethrows -> Result {
        let flushes = flushingUpdates ?? flushesUpdates
        if flushes { UpdatePass.flushAllWindows() }
        stack.append(nil)
        defer { stack.removeLast() }
        let result = try body()
        // Changes made with animations off are applied before animations come back on.
        if flushes { UpdatePass.flushAllWindows() }
        return result
    }

    /// Notes a change to a value the layer does not hold itself (a glass material's
    /// materialization), animated from `from` to `to` under `key`.
    func record(_ layer: CALayer, key: String, from: CGFloat, to: CGFloat) {
        changes.removeAll { $0.layer === layer && $0.keyPath == key }
        let start = layer.animation(forKey: key) != nil ? layer.presentedScalar(forKey: key, model: from) : from
        changes.append((layer, key, start, to))
    }

    /// Notes a property's value before a change made in the block: what it animates from.
    /// A property already animating starts from where it appears now.
    func record(_ layer: CALayer, _ keyPath: String, from value: @autoclosure () -> Any?) {
        guard !changes.contains(where: { $0.layer === layer && $0.keyPath == keyPath }) else { return }
        let interrupted = keyframeRole == nil && layer.animation(forKey: keyPath) != nil
        let from = interrupted ? Self.presentedValue(of: layer, keyPath) : value()
        changes.append((layer, keyPath, from, nil))
    }

    /// An animation this scope started.
    struct Started {
        let layer: CALayer
        let key: String
        let animation: CABasicAnimation
    }

    /// Runs the block and starts the animations; `completion` runs once they have all ended
    /// (on the main queue, with `true`). Returns what it started.
    @discardableResult
    func run(_ animations: () -> Void, completion userCompletion: ((Bool) -> Void)?) -> [Started] {
        begin()
        animations()
        return commit(completion: userCompletion)
    }

    /// Makes this the current scope: changes from now until ``commit(completion:)`` animate.
    func begin() {
        // Earlier invalidations apply without this animation; the block's own, with it.
        if options.contains(.flushUpdates) || Self.flushesUpdates { UpdatePass.flushAllWindows() }
        Self.stack.append(self)
    }

    /// Ends the scope begun with ``begin()`` and starts the animations of what changed.
    @discardableResult
    func commit(completion userCompletion: ((Bool) -> Void)?) -> [Started] {
        // This scope is still on the stack: its own `.flushUpdates` counts.
        if Self.flushesUpdates { UpdatePass.flushAllWindows() }
        Self.stack.removeLast()
        // What the block asked to do at its end runs after its own completion.
        let finishers = self.finishers
        let completion: ((Bool) -> Void)? = finishers.isEmpty ? userCompletion : { finished in
            userCompletion?(finished)
            for finisher in finishers { finisher() }
        }
        let begin = CACurrentMediaTime() + delay
        var end = begin
        var started: [Started] = []
        for change in changes {
            let to = change.to ?? change.layer.animatableValue(forKeyPath: change.keyPath)
            guard !Self.same(change.from, to) else { continue }
            let animation = makeAnimation()
            animation.keyPath = change.keyPath
            animation.fromValue = change.from
            animation.toValue = to
            animation.beginTime = begin
            // UIKit's view animations show their start value during the delay.
            animation.fillMode = keyframeRole.map { $0.fillsBackwards(change.layer, change.keyPath) } == false ? .removed : .backwards
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            let key = change.keyPath + (keyframeRole?.keySuffix ?? "")
            // UIKit's view animations add to one another, so an earlier block still ends,
            // finished, on time; here the new animation takes over from the old one.
            if let earlier = change.layer.animation(forKey: key), let tracker = earlier.delegate as? ViewAnimationCompletion {
                tracker.supersede(earlier)
            }
            change.layer.add(animation, forKey: key)
            started.append(Started(layer: change.layer, key: key, animation: animation))
            end = max(end, begin + animation.activeDuration)
        }
        // An interactive transition drives what its animator starts, completions included,
        // and the finger driving it must keep reaching the views.
        if !managesOwnCompletion, let recording = AnimationRecording.current {
            recording.adopt(started, completion: completion)
            return started
        }
        blockInteraction(with: started.map(\.layer), until: end)
        if end <= CACurrentMediaTime() {
            Self.finishSoon(completion)
            return started
        }
        // Driven by a property animator: no completion of its own.
        guard !managesOwnCompletion else { return started }
        let tracker = ViewAnimationCompletion(animations: started.map(\.animation), completion: completion)
        // Repeating for ever: the completion comes only when the animations are removed.
        guard end.isFinite else { return started }
        // Finished animations leave their layers on time even with no completion to call.
        let layers = changes.map { WeakLayer(layer: $0.layer) }
        tracker.endObserver = MediaClock.current.at(end) {
            for layer in layers { layer.layer?.pruneFinishedAnimations() }
            tracker.finish()
        }
        return started
    }

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Set by a property animator, which ends its animations itself.
    var managesOwnCompletion = false

    /// Work to do when the block's animations end (after its own completion), whether or
    /// not the block has one: a stack view hides a collapsed view then.
    private(set) var finishers: [@MainActor () -> Void] = []

    func whenFinished(_ body: @escaping @MainActor () -> Void) { finishers.append(body) }

    /// Keyframes: each starts from the model value before its block (the previous
    /// keyframe's end), keeps its animations under keys of its own so they do not replace
    /// one another, and shows its start value before it begins only when this says so.
    struct KeyframeRole {
        let keySuffix: String
        let fillsBackwards: (CALayer, String) -> Bool
    }
    var keyframeRole: KeyframeRole?

    /// Layers animating without `.allowUserInteraction`, with the media time their
    /// animations end. Entries hold the layer weakly: a freed layer's identifier can be
    /// reused by a new one, which must not inherit the block.
    private static var interactionBlockedUntil: [ObjectIdentifier: InteractionBlock] = [:]

    private struct InteractionBlock {
        weak var layer: CALayer?
        var end: CFTimeInterval
    }

    /// Whether `layer`'s view is animating in a block that disallows touches.
    static func blocksInteraction(with layer: CALayer) -> Bool {
        guard !interactionBlockedUntil.isEmpty, let block = interactionBlockedUntil[ObjectIdentifier(layer)] else { return false }
        if block.layer === layer, CACurrentMediaTime() < block.end, layer.hasAnimations { return true }
        interactionBlockedUntil[ObjectIdentifier(layer)] = nil
        return false
    }

    private func blockInteraction(with layers: [CALayer], until end: CFTimeInterval) {
        guard !options.contains(.allowUserInteraction), !managesOwnCompletion, !layers.isEmpty else { return }
        if Self.interactionBlockedUntil.count > 256 {
            let now = CACurrentMediaTime()
            Self.interactionBlockedUntil = Self.interactionBlockedUntil.filter { $0.value.layer != nil && $0.value.end > now }
        }
        for layer in layers {
            let key = ObjectIdentifier(layer)
            let earlier = Self.interactionBlockedUntil[key].flatMap { $0.layer === layer ? $0.end : nil } ?? 0
            Self.interactionBlockedUntil[key] = InteractionBlock(layer: layer, end: max(earlier, end))
        }
    }

    private func makeAnimation() -> CABasicAnimation {
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        switch timing {
        case .paced(let pacing):
            let animation = CAPacedAnimation(keyPath: nil)
            animation.duration = duration
            animation.pacing = pacing
            return animation
        case .curve(let name):
            let animation = CABasicAnimation(keyPath: nil)
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: name)
            return animation
        case .function(let function):
            let animation = CABasicAnimation(keyPath: nil)
            animation.duration = duration
            animation.timingFunction = function
            return animation
        case .spring where reduceMotion, .damping where reduceMotion:
            // Reduce Motion: no bounce, a plain short transition.
            let animation = CABasicAnimation(keyPath: nil)
            animation.duration = min(max(duration, 0.1), 0.3)
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            return animation
        case .spring(let perceptual, let bounce, let velocity):
            let animation = CASpringAnimation(perceptualDuration: perceptual, bounce: bounce)
            animation.initialVelocity = velocity
            return animation
        case .damping(let ratio, let velocity):
            // UIKit's damping-ratio springs settle within the given duration.
            let animation = CASpringAnimation(perceptualDuration: max(0.05, duration / 1.5), bounce: 1 - min(1, max(0, ratio)))
            animation.initialVelocity = velocity
            animation.duration = duration
            return animation
        }
    }

    /// Calls `completion` with `true` after the current main-queue work: how UIKit finishes
    /// an animation that had nothing to animate.
    static func finishSoon(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        nonisolated(unsafe) let finish = completion
        DispatchQueue.main.async { MainActor.assumeIsolated { finish(true) } }
    }

    static func presentedValue(of layer: CALayer, _ keyPath: String) -> Any? {
        layer.presentation()?.animatableValue(forKeyPath: keyPath)
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case let (x as Float, y as Float): return x == y
        case let (x as CGPoint, y as CGPoint): return x == y
        case let (x as CGRect, y as CGRect): return x == y
        case let (x as CATransform3D, y as CATransform3D): return x == y
        case let (x as CGColor, y as CGColor): return x == y
        case let (x as CGFloat, y as CGFloat): return x == y
        case (nil, nil): return true
        default: return false
        }
    }
}
