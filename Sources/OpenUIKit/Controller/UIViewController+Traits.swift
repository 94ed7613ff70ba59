import Foundation

extension UIViewController {
    /// Forces a light or dark look on this controller, its view and its children
    /// (`.unspecified`: inherit), iOS 13's way; the same as setting
    /// `traitOverrides.userInterfaceStyle`.
    ///
    /// Differs from UIKit in that it cannot be overridden by a subclass.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}
