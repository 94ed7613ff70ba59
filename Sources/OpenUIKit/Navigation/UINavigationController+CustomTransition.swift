import Foundation

/// Pushes and pops that the delegate's animator moves: both screens go into a container
/// under the bars, the animator adds the arriving view and animates, and once it completes
/// the arriving screen is put back in place. An animator that ends with `false` still
/// leaves the stack changed (transitions are not interactive, so none is cancelled by a
/// gesture).
extension UINavigationController {
    func runCustomTransition(_ animator: UIViewControllerAnimatedTransitioning, from: UIViewController, to: UIViewController,
                             finish: @escaping () -> Void) {
        guard let view = viewIfLoaded else { return finish() }
        let container = UIView(frame: view.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(container, belowSubview: toolbar)
        if let fromView = from.viewIfLoaded { container.addSubview(fromView) }
        // The arriving view waits outside until the animator adds it.
        to.viewIfLoaded?.removeFromSuperview()
        let context = NavigationTransitionContext(container: container, from: from, to: to) { [weak self, weak to] completed in
            if let toView = to?.viewIfLoaded, let self, let view = self.viewIfLoaded {
                view.insertSubview(toView, belowSubview: self.toolbar)
                toView.frame = view.bounds
            }
            if let fromView = from.viewIfLoaded, fromView.superview === container { fromView.removeFromSuperview() }
            container.removeFromSuperview()
            finish()
            animator.animationEnded(completed)
        }
        animator.animateTransition(using: context)
    }
}
