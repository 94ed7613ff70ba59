import Foundation

extension UIViewController {
    /// The coordinator of the transition this controller (or the container it is in) is
    /// running: a push, a pop, a presentation or a dismissal; `nil` between transitions.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = controller.activeTransitionCoordinator { return coordinator }
            current = controller.parent
        }
        return nil
    }
}
