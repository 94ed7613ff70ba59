import Foundation

/// The search tab (iOS 18): a tab titled "Search" with a magnifying glass.
///
/// In iOS 26's look it floats in a glass circle of its own at the trailing end of the tab
/// bar, apart from the other tabs.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    /// A search tab whose screen `viewControllerProvider` makes.
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: "com.apple.UIKit.searchTab",
                   viewControllerProvider: viewControllerProvider)
        barItem.isSearchTab = true
    }
}
