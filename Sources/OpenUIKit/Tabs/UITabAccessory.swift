import Foundation

/// A view that floats on glass above the tab bar (iOS 26's bottom accessory: a mini
/// player, a status line), set as a tab bar controller's `bottomAccessory`. When the bar
/// minimizes, the accessory moves down beside it.
///
/// ```swift
/// tabBarController.bottomAccessory = UITabAccessory(contentView: MiniPlayerView())
/// ```
@preconcurrency @MainActor
open class UITabAccessory: NSObject {
    /// The accessory's content; it fills the glass capsule.
    public let contentView: UIView

    /// An accessory showing `contentView`.
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }
}
