import Foundation
import OpenQuartzCore

/// Calls a `UIView.animate` block's completion once: with `true` when its animations ran to
/// their end, with `false` as soon as all of them stopped and any was removed early
/// (`removeAllAnimations()` on its layer), as in UIKit. A later view animation of the same
/// property does not interrupt it: UIKit's view animations add up, so the earlier block
/// still finishes on time.
///
/// It is the delegate of each of the block's animations; the animations retain it, and the
/// clock's end-of-animation callback does too.
@MainActor
final class ViewAnimationCompletion: CAAnimationDelegate {
    private var completion: ((Bool) -> Void)?
    private var running: Int
    private var interrupted = false
    /// The clock callback at the animations' end, cancelled when they stop early.
    var endObserver: ClockObservation?

    init(animations: [CAAnimation], completion: ((Bool) -> Void)?) {
        self.completion = completion
        running = animations.count
        guard completion != nil else { return }
        for animation in animations { animation.delegate = self }
    }

    /// Animations a later view animation of the same property took over from: they count
    /// as finished.
    private var superseded: Set<ObjectIdentifier> = []

    func supersede(_ animation: CAAnimation) {
        superseded.insert(ObjectIdentifier(animation))
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        running -= 1
        if !flag, !superseded.contains(ObjectIdentifier(anim)) { interrupted = true }
        if running <= 0, interrupted { finish() }
    }

    /// Calls the completion, if it has not been called: finished unless an animation was
    /// removed early.
    func finish() {
        if let endObserver { endObserver.cancel() }
        endObserver = nil
        guard let completion else { return }
        self.completion = nil
        completion(!interrupted)
    }
}
