import Foundation

/// The coordinator of one push, pop, presentation or dismissal: it gathers the animations
/// and completions controllers hand it while the transition is set up, runs the animations
/// with the transition's own timing when it starts, and the completions when it ends.
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

    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    private(set) var isCancelled = false
    var targetTransform: CGAffineTransform { .identity }

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
        UIView.animate(springDuration: transitionDuration, bounce: 0) { for block in blocks { block(self) } }
    }
}
