import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// Moves one view's `animatableData` from what it shows toward its new value, frame by
/// frame on the media clock, when the value changes in an animated transaction: how a
/// shape's parameters, an `Animatable` view or modifier animate.
///
/// A spring that takes over from a running animation keeps the value's velocity, as
/// SwiftUI's springs do; any other animation starts from where the value is shown, at rest.
@MainActor
final class AnimatableInterpolator<Data: VectorArithmetic> {
    /// The value the view was last given.
    private(set) var target: Data
    private var run: Run?
    private var observation: ClockObservation?
    /// Asks the node to show the value of the coming frame.
    private let requestFrame: () -> Void

    /// One animation toward `target`: the value is `from + animate(delta) + velocity · response`.
    private struct Run {
        let animation: Animation
        let start: CFTimeInterval
        let from: Data
        let delta: Data
        /// Velocity carried from the animation this one took over from.
        let velocity: Data
        /// How a unit of carried velocity moves the value over time (a spring's response).
        let velocityResponse: ((Double) -> Double)?
        var context = AnimationContext<Data>()
    }

    init(target: Data, requestFrame: @escaping () -> Void) {
        self.target = target
        self.requestFrame = requestFrame
    }

    /// Whether an animation is running.
    var isAnimating: Bool { run != nil }

    /// The value to show now, given the view's value `newTarget` in `transaction`.
    func present(_ newTarget: Data, in transaction: Transaction) -> Data {
        let now = CACurrentMediaTime()
        if newTarget != target {
            retarget(to: newTarget, animation: transaction.animation, at: now)
        }
        guard run != nil else { return target }
        guard let value = value(at: now) else {
            stop()
            return target
        }
        return value
    }

    private func retarget(to newTarget: Data, animation: Animation?, at now: CFTimeInterval) {
        defer { target = newTarget }
        guard let animation, animation.runningDuration > 0 else { return stop() }
        let shown = run == nil ? target : (value(at: now) ?? target)
        let velocity = run == nil ? Data.zero : self.velocity(at: now)
        let spring = animation.springMotion
        run = Run(animation: animation, start: now, from: shown, delta: newTarget - shown,
                  velocity: spring == nil ? .zero : velocity, velocityResponse: spring.map(Self.velocityResponse))
        if observation == nil {
            observation = MediaClock.current.addObserver { [weak self] _ in self?.requestFrame() }
        }
    }

    /// The value shown at `time`; `nil` once the animation has ended.
    private func value(at time: CFTimeInterval) -> Data? {
        guard var run else { return nil }
        let elapsed = max(0, time - run.start)
        guard let progress = run.animation.animate(value: run.delta, time: elapsed, context: &run.context) else { return nil }
        self.run = run
        guard let response = run.velocityResponse else { return run.from + progress }
        return run.from + progress + run.velocity.scaled(by: response(elapsed))
    }

    /// The value's velocity at `time`, per second, measured over the last 240th of a second.
    private func velocity(at time: CFTimeInterval) -> Data {
        let step = 1.0 / 240
        guard let now = value(at: time), let before = value(at: time - step) else { return .zero }
        return (now - before).scaled(by: 1 / step)
    }

    /// How far a spring carries a unit velocity after a time: the part of its motion that
    /// comes from its starting speed.
    private static func velocityResponse(of motion: SpringMotion) -> (Double) -> Double {
        let still = SpringMotion(mass: motion.mass, stiffness: motion.stiffness, damping: motion.damping)
        let moving = SpringMotion(mass: motion.mass, stiffness: motion.stiffness, damping: motion.damping, initialVelocity: 1)
        return { time in moving.progress(at: time) - still.progress(at: time) }
    }

    private func stop() {
        run = nil
        observation?.cancel()
        observation = nil
    }

    isolated deinit {
        observation?.cancel()
    }
}

extension Animation {
    /// The spring this animation runs, when it is a plain spring.
    var springMotion: SpringMotion? {
        (base as? SpringAnimation)?.motion
    }
}
