import Foundation

/// The coordinator of one push, pop, presentation or dismissal: it gathers the animations
/// and completions controllers hand it while the transition is set up, runs the animations
/// with the transition's own timing when it starts, and the completions when it ends. While
/// a gesture drives the transition, the animations follow the gesture.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator, TransitionBetweenControllers {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    let containerView: UIView
    let fromController: UIViewController?
    let toController: UIViewController?
    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private var hasEnded = false

    init(from: UIViewController?, to: UIViewController?, container: UIView, animated: Bool, duration: TimeInterval,
         style: UIModalPresentationStyle) {
        fromController = from
        toController = to
        containerView = container
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
    }

    /// Whether a gesture drives the transition now.
    private(set) var isInteractive = false
    /// Whether a gesture drove the transition from its start.
    private(set) var initiallyInteractive = false
    private(set) var isCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    /// How far the transition is, 0…1 (meaningful while interactive).
    private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays once the gesture lets go: at the transition's own pace.
    var completionVelocity: CGFloat { 1 }
    /// The curve the rest follows once the gesture lets go.
    private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    var isInterruptible: Bool { false }
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// While interactive, the alongside animations, held at `percentComplete`.
    private var alongside: AnimationRecording?

    /// Makes the transition follow a gesture from its start: alongside animations are held
    /// where the gesture puts them (see `update(_:)`) until it lets go.
    func beginInteraction() {
        guard !hasStarted, isAnimated else { return }
        isInteractive = true
        initiallyInteractive = true
        alongside = AnimationRecording(duration: transitionDuration)
    }

    /// The gesture moved the transition to `percent`.
    func update(_ percent: CGFloat) {
        guard isInteractive, !percent.isNaN else { return }
        percentComplete = min(1, max(0, percent))
        alongside?.hold(at: percentComplete)
    }

    /// The gesture let go: the handlers hear whether the transition completes, and the
    /// alongside animations play on (or back) over `seconds` along `curve`.
    func endInteraction(cancelled: Bool, over seconds: TimeInterval, curve: UIView.AnimationCurve = .easeInOut) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        completionCurve = curve
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
        alongside?.play(from: percentComplete, to: cancelled ? 0 : 1, over: seconds, curve: curve)
    }

    /// Calls `handler` when the gesture driving the transition lets go.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard isInteractive else { return }
        interactionHandlers.append(handler)
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            // Handed over once the transition runs: joins it now with the same timing.
            if hasStarted { run([animation]) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// The transition starts: the gathered animations run with its timing (a spring of its
    /// duration, as UIKit's transitions move), at once when it does not animate.
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        run(animations)
        animations = []
    }

    /// The transition ended: the completions run once.
    func end(cancelled: Bool = false) {
        guard !hasEnded else { return }
        start()
        hasEnded = true
        isCancelled = cancelled
        alongside?.end(atEnd: !cancelled)
        let pending = completions
        completions = []
        for completion in pending { completion(self) }
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        guard isAnimated else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
            return
        }
        let animate = { UIView.animate(springDuration: self.transitionDuration, bounce: 0) { for block in blocks { block(self) } } }
        guard let alongside, !alongside.hasEnded else { return animate() }
        alongside.record(animate)
        alongside.hold(at: percentComplete)
    }
}
