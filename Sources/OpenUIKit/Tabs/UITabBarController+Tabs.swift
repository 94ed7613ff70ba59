import Foundation

/// The iOS 18 way to describe tabs: `UITab`s, each making its screen the first time it is
/// selected, looked up by identifier, with delegate calls that name tabs.
extension UITabBarController {
    /// A tab bar controller showing `tabs`.
    public convenience init(tabs: [UITab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// The tabs, leading first; setting them replaces the tabs (and any `viewControllers`).
    public var tabs: [UITab] {
        get { storedTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected tab stays selected when it is still there and shown;
    /// otherwise the first shown tab is selected. A tab whose identifier repeats an
    /// earlier one's is left out.
    public func setTabs(_ tabs: [UITab], animated: Bool) {
        var unique: [UITab] = []
        for tab in tabs where !unique.contains(where: { $0 === tab }) {
            if unique.contains(where: { $0.identifier == tab.identifier }) {
                ConsoleLog.report("UITabBarController: a second tab with identifier \"\(tab.identifier)\" was left out")
                continue
            }
            unique.append(tab)
        }
        let kept = selectedTab
        let keptControllers = unique.compactMap(\.viewController)
        let leaving = tabControllers.filter { controller in !keptControllers.contains { $0 === controller } }
        releaseTabs()
        storedTabs = unique
        for tab in unique { tab.tabBarController = self }
        tabControllers.removeAll { controller in leaving.contains { $0 === controller } }
        tabBar.setItems(visibleTabs.map(\.barItem), animated: animated)
        showTab(kept.flatMap { tab in visibleTabs.contains { $0 === tab } ? tab : nil } ?? visibleTabs.first)
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }

    /// The selected tab; setting it to one of the shown tabs selects it (no delegate calls).
    public var selectedTab: UITab? {
        get { shownController.flatMap { shown in storedTabs.first { $0.viewController === shown } } }
        set {
            guard let newValue, storedTabs.contains(where: { $0 === newValue }), !newValue.isHidden else { return }
            showTab(newValue)
        }
    }

    /// The tab with `identifier`, if there is one.
    public func tab(forIdentifier identifier: String) -> UITab? {
        storedTabs.first { $0.identifier == identifier }
    }

    /// The tabs on the bar: those not hidden.
    var visibleTabs: [UITab] { storedTabs.filter { !$0.isHidden } }

    /// A tab was hidden or shown: the bar follows, and a hidden selected tab gives way to the
    /// first shown one.
    func tabsDidChange() {
        tabBar.setItems(visibleTabs.map(\.barItem), animated: false)
        if let selected = selectedTab, selected.isHidden { showTab(visibleTabs.first) } else { tabBar.selectedItem = selectedTab?.barItem }
    }

    /// Shows `tab`, having its provider make its screen the first time.
    func showTab(_ tab: UITab?) {
        guard let tab else { return show(nil) }
        let controller = tab.materializedViewController()
        if controller.parent !== self {
            addChild(controller)
            tabControllers.append(controller)
            controller.didMove(toParent: self)
        }
        show(controller)
    }

    /// The user tapped `tab`: tapping the selected tab again returns a navigation stack in
    /// it to its root.
    func userSelected(_ tab: UITab) {
        let previous = selectedTab
        if tab === previous, let navigation = tab.viewController as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        showTab(tab)
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }

    /// Lets go of the tabs (their screens stay among the controllers until replaced).
    func releaseTabs() {
        for tab in storedTabs { tab.tabBarController = nil }
        storedTabs = []
    }
}
