import Foundation

/// How a navigation bar looks: its background (see `UIBarAppearance`) and its title's
/// text attributes.
///
/// Set it as a bar's `standardAppearance`, `scrollEdgeAppearance` (used while the content
/// rests at its top edge), `compactAppearance` or `compactScrollEdgeAppearance` (vertically
/// compact), or as the same properties of a screen's `navigationItem` to override them
/// for that screen.
///
/// Differs from UIKit: the button appearances and `titlePositionAdjustment` are not there
/// yet.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title: `.font` and `.foregroundColor` are drawn.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title: `.font` and `.foregroundColor` are drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    public override init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }
}
