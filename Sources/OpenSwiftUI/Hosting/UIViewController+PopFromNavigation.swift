import Foundation
import OpenUIKit

extension UIViewController {
    /// Pops this controller (and any above it) when a navigation controller pushed it
    /// over another; `false` when it is a root or in no navigation controller.
    func popFromNavigation() -> Bool {
        guard let navigation = parent as? UINavigationController,
              let index = navigation.viewControllers.firstIndex(where: { $0 === self }), index > 0 else { return false }
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
        return true
    }
}
