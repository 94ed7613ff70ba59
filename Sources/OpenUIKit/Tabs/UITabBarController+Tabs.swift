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
        let kept = selectedRootTab
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

    /// The selected tab: the shown root tab or, inside a group, its selected descendant.
    /// Setting it to a shown tab or any tab inside one selects it (no delegate calls): the
    /// groups on the way select their child, and a managing group's navigation controller
    /// shows the screens down to it.
    public var selectedTab: UITab? {
        get { selectedRootTab.map(Self.deepestSelection(of:)) }
        set {
            guard let newValue else { return }
            let root = Self.root(of: newValue)
            guard storedTabs.contains(where: { $0 === root }), !root.isHidden else { return }
            UITabGroup.select(newValue)
            showTab(root)
            showManagedStack(for: newValue)
        }
    }

    /// The tab with `identifier` among the tabs and the tabs inside groups, if there is one.
    public func tab(forIdentifier identifier: String) -> UITab? {
        UITabGroup.firstTab(in: storedTabs) { $0.identifier == identifier }
    }

    /// The root tab whose screen shows.
    var selectedRootTab: UITab? {
        shownController.flatMap { shown in storedTabs.first { $0.viewController === shown } }
    }

    private static func root(of tab: UITab) -> UITab {
        var root = tab
        while let parent = root.parent { root = parent }
        return root
    }

    private static func deepestSelection(of tab: UITab) -> UITab {
        var current = tab
        while let group = current as? UITabGroup, let child = group.selectedChild { current = child }
        return current
    }

    /// Builds the stack of the managing group above `tab` (or of `tab` itself, when it is
    /// one): each tab's screen from below the group down to `tab` (down to the child a
    /// group shows, when `tab` is a group), after the group's own screen unless that is
    /// the navigation controller. The delegate may change the stack.
    func showManagedStack(for tab: UITab) {
        let group = tab.managingTabGroup ?? ((tab as? UITabGroup)?.managingNavigationController != nil ? tab as? UITabGroup : nil)
        guard let group, let navigation = group.managingNavigationController else { return }
        var leaf = tab
        while let inner = leaf as? UITabGroup, let child = inner.childToShow, inner.managingNavigationController == nil || inner === group {
            inner.selectedChild = child
            leaf = child
        }
        var path: [UITab] = []
        var step: UITab? = leaf
        while let current = step, current !== group {
            path.insert(current, at: 0)
            step = current.parent
        }
        let own = group.hasViewController ? group.materializedViewController() : nil
        let proposed = (own === navigation ? [] : [own].compactMap { $0 })
            + path.filter(\.hasViewController).map { $0.materializedViewController() }
        let shown = delegate?.tabBarController(self, displayedViewControllersFor: leaf, proposedViewControllers: proposed) ?? proposed
        navigation.setViewControllers(shown, animated: false)
        navigation.stackDidSettle = { [weak group, weak navigation] in
            guard let group, let top = navigation?.topViewController else { return }
            Self.select(screen: top, in: group)
        }
    }

    /// The user moved through a managing group's stack (back, say): the tab whose screen
    /// is on top becomes the selection on the way down from `group`.
    private static func select(screen: UIViewController, in group: UITabGroup) {
        guard let tab = UITabGroup.firstTab(in: group.children, where: { $0.viewController === screen }) else {
            if group.viewController === screen { group.selectedChild = nil }
            return
        }
        (tab as? UITabGroup)?.selectedChild = nil
        UITabGroup.select(tab, upTo: group)
    }

    /// The tabs on the bar: those not hidden.
    var visibleTabs: [UITab] { storedTabs.filter { !$0.isHidden } }

    /// A tab was hidden or shown: the bar follows, and a hidden selected tab gives way to the
    /// first shown one.
    func tabsDidChange() {
        tabBar.setItems(visibleTabs.map(\.barItem), animated: false)
        if let selected = selectedRootTab, selected.isHidden { showTab(visibleTabs.first) } else { tabBar.selectedItem = selectedRootTab?.barItem }
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
        if tab === selectedRootTab {
            (tab.viewController as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            showTab(tab)
            showManagedStack(for: Self.deepestSelection(of: tab))
        }
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }

    /// Lets go of the tabs (their screens stay among the controllers until replaced).
    func releaseTabs() {
        for tab in storedTabs { tab.tabBarController = nil }
        storedTabs = []
    }
}
