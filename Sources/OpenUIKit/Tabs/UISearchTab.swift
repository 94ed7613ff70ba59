import Foundation

/// The search tab (iOS 18): a tab titled "Search" with a magnifying glass.
///
/// Differs from UIKit: in iOS 26 the search tab floats in a glass circle of its own beside
/// the tab bar; OpenUIKit shows it as the bar's last tab (see `Docs/Remaining.md`).
@MainActor
open class UISearchTab: UITab {
    /// A search tab whose screen `viewControllerProvider` makes.
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "com.apple.UIKit.searchTab",
                   viewControllerProvider: viewControllerProvider)
    }
}
