import Foundation

/// An interaction controller that scrubs a transition's animator by percentage: the
/// animator's `animateTransition(using:)` runs at once, its view animations are held, and
/// ``update(_:)`` moves them to a fraction of the way; ``finish()`` plays the rest and
/// ``cancel()`` plays them back to the start.
///
/// ```swift
/// final class SwipeToPop: UIPercentDrivenInteractiveTransition {
///     func panned(_ pan: UIPanGestureRecognizer, in view: UIView) {
///         let fraction = pan.translation(in: view).x / view.bounds.width
///         switch pan.state {
///         case .changed: update(fraction)
///         case .ended: fraction > 0.5 ? finish() : cancel()
///         default: cancel()
///         }
///     }
/// }
/// ```
///
/// Differs from UIKit: `timingCurve` (a `UITimingCurveProvider`) is not there; the rest of
/// the transition follows ``completionCurve``. A cancelled transition leaves the views with
/// the values they had before the animator's blocks ran.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest plays after ``finish()`` or ``cancel()`` (1: the animator's pace).
    open var completionSpeed: CGFloat = 1
    /// The curve the rest follows after ``finish()`` or ``cancel()``.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts held at 0 for ``update(_:)`` (`false`: it starts
    /// playing until ``pause()``).
    open var wantsInteractiveStart = true

    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, in seconds.
    open var duration: CGFloat { CGFloat(recording?.duration ?? 0) }

    private var context: (any UIViewControllerContextTransitioning)?
    private var recording: AnimationRecording?

    /// An interaction controller at 0 percent, with a completion speed of 1.
    public override init() { super.init() }

    /// Runs the transition's animator with its animations held at the start.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? AnimatedTransitionContext)?.animator else {
            transitionContext.completeTransition(false)
            return
        }
        let recording = AnimationRecording(duration: animator.transitionDuration(using: transitionContext))
        self.recording = recording
        recording.record { animator.animateTransition(using: transitionContext) }
        recording.hold(at: 0)
        if !wantsInteractiveStart { play(to: 1) }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard let recording, !recording.hasEnded, !percentComplete.isNaN else { return }
        recording.stopPlaying()
        self.percentComplete = min(1, max(0, percentComplete))
        recording.hold(at: self.percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Stops a playing transition where it is, for the gesture to take over.
    open func pause() {
        guard let recording, !recording.hasEnded else { return }
        recording.stopPlaying()
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        play(to: 1)
    }

    /// Plays the transition back to its start; it then completes as cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        play(to: 0)
    }

    /// Ends the transition at once where it is headed: a new transition interrupts it.
    func endNow() {
        recording?.end(atEnd: context?.transitionWasCancelled != true)
    }

    private func play(to target: CGFloat) {
        guard let recording, !recording.hasEnded else { return }
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        let seconds = abs(target - percentComplete) * CGFloat(recording.duration) / speed
        recording.play(from: percentComplete, to: target, over: TimeInterval(seconds), curve: completionCurve) { [weak self] fraction in
            self?.percentComplete = fraction
        }
    }
}
