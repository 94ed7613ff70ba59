import Foundation

/// Pushes and pops that the delegate's animator moves: both screens go into a container
/// under the bars, the animator adds the arriving view and animates (or the delegate's
/// interaction controller drives it from a gesture), and once it completes the arriving
/// screen is put back in place. An animator that ends with `false` leaves the stack as it
/// was.
extension UINavigationController {
    /// Runs `animator` between the screens; `finish` hears whether the transition completed.
    /// Returns the call that ends a transition a new one interrupts.
    func runCustomTransition(_ animator: UIViewControllerAnimatedTransitioning, from: UIViewController, to: UIViewController,
                             coordinator: TransitionCoordinator, finish: @escaping (Bool) -> Void) -> () -> Void {
        guard let view = viewIfLoaded else {
            finish(true)
            return {}
        }
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: toolbar)
        if let fromView = from.viewIfLoaded { container.addSubview(fromView) }
        // The arriving view waits outside until the animator adds it.
        to.viewIfLoaded?.removeFromSuperview()
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let interactive = interaction?.wantsInteractiveStart ?? false
        if interactive { coordinator.beginInteraction() }
        coordinator.start()
        let context = NavigationTransitionContext(
            container: container, from: from, to: to, animator: animator, coordinator: coordinator, interactive: interactive
        ) { [weak self] completed in
            if let self, let view = self.viewIfLoaded {
                // The screen that stays goes back under the bars, where it rests.
                let staying = completed ? to : from
                if let stayingView = staying.viewIfLoaded {
                    view.insertSubview(stayingView, belowSubview: self.toolbar)
                    stayingView.frame = view.bounds
                }
                (completed ? from : to).viewIfLoaded?.removeFromSuperview()
            }
            container.removeFromSuperview()
            finish(completed)
            animator.animationEnded(completed)
        }
        return context.start(drivenBy: interaction)
    }
}
