import Foundation

/// An object told when an animation starts and stops.
///
/// As in Core Animation, the messages arrive asynchronously on the main queue, after the
/// frame or the call that started or stopped the animation, never while layers are being
/// drawn. Both methods have empty defaults, standing in for Objective-C's optional
/// requirements.
///
/// ```swift
/// final class Fader: CAAnimationDelegate {
///     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
///         print(flag ? "faded" : "interrupted")
///     }
/// }
/// let fade = CABasicAnimation(keyPath: "opacity")
/// fade.delegate = fader   // retained by the animation, as in Core Animation
/// ```
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: its begin time was reached while it was attached to a layer.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is `true` when it ran to the end of its active
    /// duration, `false` when it was removed from its layer (or replaced under its key)
    /// before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing unless the delegate implements it.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing unless the delegate implements it.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

extension CAAnimation {
    /// Sends `animationDidStart(_:)` once per time the animation is added.
    @MainActor func reportStart() {
        guard !hasReportedStart else { return }
        hasReportedStart = true
        guard let delegate else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { delegate.animationDidStart(self) } }
    }

    /// Sends `animationDidStop(_:finished:)` once per time the animation is added
    /// (starting it first if that was never said).
    @MainActor func reportStop(finished: Bool) {
        guard !hasReportedStop else { return }
        reportStart()
        hasReportedStop = true
        guard let delegate else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { delegate.animationDidStop(self, finished: finished) } }
    }
}
