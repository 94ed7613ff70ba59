import Foundation

/// The presentation's course: the container joins the window, the presented controller
/// appears (the presenting one disappears only under a full-screen presentation), the
/// style's motion runs, and dismissal undoes it all in reverse.
extension UIPresentationController {
    /// Shows the presented controller over `presenting`, in `window`; `source` is the
    /// controller `present` was called on (what a transitioning delegate is told).
    func beginPresentation(
        from presenting: UIViewController, source: UIViewController? = nil, in window: UIWindow, animated: Bool,
        completion: (() -> Void)?
    ) {
        link(to: presenting)
        // A context presentation covers its context controller's view, inside it (it moves
        // and hides with it); the others cover the window.
        let host: UIView = coversContextOnly ? (presenting.viewIfLoaded ?? window) : window
        let container = PresentationContainerView(presentation: self, frame: host.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.container = container
        host.addSubview(container)
        let presented = presentedViewController
        let coversPresenter = shouldRemovePresentersView
        let coordinator = beginCoordinating(from: presenting, to: presented, in: container, animated: animated)
        // UIKit's order: the leaving screen hears first; the arriving one appears before
        // the leaving one has disappeared.
        if coversPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.appearanceCauses.insert(.beingPresented)
        presented.beginAppearanceTransition(true, animated: animated)
        presentationTransitionWillBegin()
        let animator = animated && runsCustomAnimators
            ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenting, source: source ?? presenting)
            : nil
        let interaction = animator.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        if interaction?.wantsInteractiveStart ?? false { coordinator.beginInteraction() }
        // A custom animator adds the presented view itself.
        if animator == nil { installViews(in: container) }
        container.layoutIfNeeded()
        var finished = false
        var cancelled = false
        let finish = { [weak self, weak presenting] in
            guard !finished, let self else { return }
            finished = true
            self.finishTransition = nil
            self.presentationTransitionDidEnd(true)
            presented.endAppearanceTransition()
            if coversPresenter {
                // A context presentation covers its context's content in place; the others
                // take what is under them off the screen.
                if !self.coversContextOnly { self.hideContentUnderneath(container) }
                presenting?.endAppearanceTransition()
            }
            self.endCoordinating(coordinator, between: [presenting, presented], cancelled: cancelled)
            completion?()
        }
        coordinator.start()
        guard animated else { return finish() }
        finishTransition = finish
        if let animator {
            let context = PresentationTransitionContext(
                presentation: self, container: container, presenting: true, animated: true,
                animator: animator, coordinator: coordinator, interactive: coordinator.isInteractive
            ) { [weak self] completed in
                cancelled = !completed
                finish()
                // An abandoned presentation is undone at once.
                if !completed { self?.beginDismissal(animated: false, completion: nil) }
                animator.animationEnded(completed)
            }
            finishTransition = context.start(drivenBy: interaction)
            return
        }
        animateTransition(in: container, presenting: true, completion: finish)
    }

    /// Whether a transitioning delegate's animators move this presentation: the covering
    /// styles do; sheets, popovers and alerts keep their own motion.
    var runsCustomAnimators: Bool {
        guard !(self is AlertPresentationController) else { return false }
        switch presentationStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: return true
        default: return false
        }
    }

    /// Whether the presentation covers only its context controller's view.
    var coversContextOnly: Bool {
        presentationStyle == .currentContext || presentationStyle == .overCurrentContext
    }

    /// Takes the presented controller (and anything it presents) off the screen.
    func beginDismissal(animated: Bool, completion: (() -> Void)?) {
        finishTransition?()
        guard let container, !isDismissing else {
            completion?()
            return
        }
        // What the presented controller presents goes first, without a transition of its own.
        presentedViewController.presentedStorage?.activePresentation?.beginDismissal(animated: false, completion: nil)
        isDismissing = true
        let presented = presentedViewController, presenting = presentingStorage
        let uncovers = !hiddenUnderneath.isEmpty || (coversContextOnly && shouldRemovePresentersView)
        let coordinator = beginCoordinating(from: presented, to: presenting, in: container, animated: animated && container.window != nil)
        presented.appearanceCauses.insert(.beingDismissed)
        presented.beginAppearanceTransition(false, animated: animated)
        showContentUnderneath()
        if uncovers { presenting?.beginAppearanceTransition(true, animated: animated) }
        dismissalTransitionWillBegin()
        var finished = false
        let finish = { [weak self] in
            guard !finished, let self else { return }
            finished = true
            self.finishTransition = nil
            presented.viewIfLoaded?.removeFromSuperview()
            container.removeFromSuperview()
            self.container = nil
            self.isDismissing = false
            self.dismissalTransitionDidEnd(true)
            if uncovers { presenting?.endAppearanceTransition() }
            presented.endAppearanceTransition()
            self.endCoordinating(coordinator, between: [presented, presenting])
            self.unlink()
            completion?()
        }
        let animates = animated && container.window != nil
        let animator = animates && runsCustomAnimators ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let interaction = animator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        if interaction?.wantsInteractiveStart ?? false { coordinator.beginInteraction() }
        coordinator.start()
        guard animates else { return finish() }
        finishTransition = finish
        if let animator {
            let context = PresentationTransitionContext(
                presentation: self, container: container, presenting: false, animated: true,
                animator: animator, coordinator: coordinator, interactive: coordinator.isInteractive
            ) { [weak self] completed in
                if completed { finish() } else { self?.cancelDismissal(uncovering: uncovers, coordinator: coordinator) }
                animator.animationEnded(completed)
            }
            finishTransition = context.start(drivenBy: interaction)
            return
        }
        animateTransition(in: container, presenting: false, completion: finish)
    }

    /// A coordinator for this transition, handed to both controllers while it runs.
    private func beginCoordinating(from: UIViewController?, to: UIViewController?, in container: UIView, animated: Bool) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(from: from, to: to, container: container, animated: animated,
                                                duration: Self.transitionDuration, style: presentationStyle)
        from?.activeTransitionCoordinator = coordinator
        to?.activeTransitionCoordinator = coordinator
        return coordinator
    }

    /// The transition ended: the controllers let go of the coordinator, which runs the
    /// completions it was handed.
    private func endCoordinating(_ coordinator: TransitionCoordinator, between controllers: [UIViewController?], cancelled: Bool = false) {
        for controller in controllers where controller?.activeTransitionCoordinator === coordinator {
            controller?.activeTransitionCoordinator = nil
        }
        coordinator.end(cancelled: cancelled)
    }

    /// A custom animator cancelled the dismissal: the presented controller stays, and the
    /// appearance callbacks say so.
    private func cancelDismissal(uncovering uncovers: Bool, coordinator: TransitionCoordinator) {
        guard let container else { return }
        finishTransition = nil
        isDismissing = false
        dismissalTransitionDidEnd(false)
        let presented = presentedViewController, presenting = presentingStorage
        endCoordinating(coordinator, between: [presented, presenting], cancelled: true)
        presented.beginAppearanceTransition(true, animated: false)
        presented.endAppearanceTransition()
        if uncovers {
            presenting?.beginAppearanceTransition(false, animated: false)
            presenting?.endAppearanceTransition()
            if !coversContextOnly { hideContentUnderneath(container) }
        }
    }

    /// The user swiped the presentation down or tapped outside it: it goes if the
    /// presented controller and the delegate allow it, and the delegate hears about it.
    func userRequestedDismissal() {
        guard container != nil, !isDismissing else { return }
        let facing = delegateFacing
        let allowed = !presentedViewController.refusesUserDismissal && facing.userMayDismiss()
            && facing.delegate?.presentationControllerShouldDismiss(facing) != false
        guard allowed else {
            facing.delegate?.presentationControllerDidAttemptToDismiss(facing)
            userDismissalWasRefused()
            return
        }
        facing.delegate?.presentationControllerWillDismiss(facing)
        beginDismissal(animated: true) {
            facing.delegate?.presentationControllerDidDismiss(facing)
            facing.userDidDismiss()
        }
    }

    // MARK: Links between the controllers

    private func link(to presenting: UIViewController) {
        presentingStorage = presenting
        presenting.presentedStorage = presentedViewController
        presentedViewController.activePresentation = self
    }

    private func unlink() {
        if let presenting = presentingStorage, presenting.presentedStorage === presentedViewController {
            presenting.presentedStorage = nil
        }
        if presentedViewController.activePresentation === self { presentedViewController.activePresentation = nil }
    }

    // MARK: Content under a full-screen presentation

    /// Hides what the window shows under `container`: nothing needs drawing under an
    /// opaque presentation.
    private func hideContentUnderneath(_ container: PresentationContainerView) {
        guard let window = container.superview else { return }
        for view in window.subviews {
            if view === container { break }
            if !view.isHidden {
                view.isHidden = true
                hiddenUnderneath.append(view)
            }
        }
    }

    private func showContentUnderneath() {
        for view in hiddenUnderneath { view.isHidden = false }
        hiddenUnderneath = []
    }
}
