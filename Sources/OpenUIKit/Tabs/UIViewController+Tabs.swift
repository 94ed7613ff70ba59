import Foundation

extension UIViewController {
    /// The nearest tab bar controller this controller is in (itself excluded).
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
}
