import Foundation

/// A tab of a tab bar controller (iOS 18): its title, image and badge on the bar, and the
/// screen it shows, made by its provider the first time the tab is selected.
///
/// ```swift
/// let tabs = UITabBarController(tabs: [
///     UITab(title: "Plants", image: UIImage(systemName: "house.fill"), identifier: "plants") { _ in
///         UINavigationController(rootViewController: PlantsViewController())
///     },
///     UITab(title: "Favourites", image: UIImage(systemName: "star.fill"), identifier: "favourites") { _ in
///         FavouritesViewController()
///     },
///     UISearchTab { _ in SearchViewController() },
/// ])
/// tabs.selectedTab = tabs.tab(forIdentifier: "favourites")
/// ```
///
/// Tabs can be gathered in a ``UITabGroup``; the phone's bar shows the root tabs.
///
/// Differs from UIKit: placements and the iPad sidebar (with its customization,
/// `allowsHiding` and `isHiddenByDefault`) are not there (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UITab: NSObject {
    /// The tab's name, unique among a tab bar controller's tabs.
    public let identifier: String
    /// The title on the bar.
    open var title: String { didSet { barItem.title = title } }
    /// A second line of title (shown by the iPad's sidebar; the phone's bar shows the title).
    open var subtitle: String?
    /// The image on the bar.
    open var image: UIImage? { didSet { barItem.image = image } }
    /// The badge on the tab's corner; empty shows a dot.
    open var badgeValue: String? { didSet { barItem.badgeValue = badgeValue } }
    /// Whether the tab can be selected; a disabled tab is dimmed.
    open var isEnabled = true { didSet { barItem.isEnabled = isEnabled } }
    /// Whether the tab is left off the bar.
    open var isHidden = false { didSet { if isHidden != oldValue { tabBarController?.tabsDidChange() } } }
    /// Anything the app wants to keep with the tab.
    open var userInfo: Any?
    /// The tab bar controller showing the tab.
    open internal(set) weak var tabBarController: UITabBarController? {
        didSet { (self as? UITabGroup)?.children.forEach { $0.tabBarController = tabBarController } }
    }
    /// The group the tab belongs to; `nil` for a root tab.
    open internal(set) weak var parent: UITabGroup?

    /// The root-most group above the tab with a `managingNavigationController`, whose
    /// navigation stack shows the tab when it is selected; `nil` when there is none.
    open var managingTabGroup: UITabGroup? {
        var managing: UITabGroup?
        var ancestor = parent
        while let group = ancestor {
            if group.managingNavigationController != nil { managing = group }
            ancestor = group.parent
        }
        return managing
    }

    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var providedViewController: UIViewController?
    /// What the bar shows for the tab.
    let barItem = UITabBarItem()

    /// A tab.
    ///
    /// - Parameters:
    ///   - title: The title on the bar.
    ///   - image: The image on the bar.
    ///   - identifier: A name unique among the controller's tabs.
    ///   - viewControllerProvider: Makes the tab's screen, the first time the tab shows.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.identifier = identifier
        self.title = title
        self.image = image
        self.viewControllerProvider = viewControllerProvider
        super.init()
        barItem.title = title
        barItem.image = image
    }

    /// The tab's screen once its provider has made it; `nil` before.
    open var viewController: UIViewController? { providedViewController }

    /// Whether the tab has a screen of its own (a provider, or one it made).
    var hasViewController: Bool { providedViewController != nil || viewControllerProvider != nil }

    /// The tab's screen, made now if it has not been (an empty screen without a provider).
    func materializedViewController() -> UIViewController {
        if let providedViewController { return providedViewController }
        let controller = viewControllerProvider?(self) ?? UIViewController()
        providedViewController = controller
        return controller
    }
}
