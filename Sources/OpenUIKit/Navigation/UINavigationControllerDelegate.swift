import Foundation

/// Told when a navigation controller shows a view controller (push, pop, or a new stack).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` shows, after its `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After `viewController` shows, after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
