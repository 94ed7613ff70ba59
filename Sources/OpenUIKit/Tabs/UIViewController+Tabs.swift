import Foundation

extension UIViewController {
    /// The nearest tab bar controller this controller is in (itself excluded).
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
