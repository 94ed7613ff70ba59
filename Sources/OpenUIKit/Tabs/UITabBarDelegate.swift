import Foundation

/// Told when the user selects an item of a tab bar. A tab bar controller is the delegate
/// of its own bar; use `UITabBarControllerDelegate` there.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
