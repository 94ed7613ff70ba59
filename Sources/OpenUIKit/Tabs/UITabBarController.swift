import Foundation

/// Tabs: one screen per tab, switched by the floating glass tab bar at the bottom.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: PlantsViewController()), SettingsViewController()]
/// tabs.tabBarMinimizeBehavior = .onScrollDown
/// window.rootViewController = tabs
/// ```
///
/// Each tab's bar item is its controller's `tabBarItem`. The selected screen fills the
/// view and extends under the bar; its safe area keeps content clear of the bar, and the
/// content scrolling under it fades through the bottom scroll edge effect. Switching tabs
/// sends the appearance callbacks in UIKit's order (leaving will-disappear, arriving
/// will-appear, then the did- pair). Tapping the selected tab again returns a navigation
/// controller in it to its root.
///
/// With `tabBarMinimizeBehavior` `.onScrollDown` (or `.onScrollUp`) the bar shrinks to
/// its selected tab while the content scrolls that way, and grows back when it scrolls
/// back or the minimized tab is tapped; a `bottomAccessory` floats above the bar and
/// moves beside it while it is minimized.
///
/// The iOS 18 form describes the tabs with `UITab`s instead (see `UITabBarController+Tabs.swift`).
///
/// Differs from UIKit: tab groups, the More tab for over five tabs, the accessory's
/// `tabAccessoryEnvironment` trait and the iPad's sidebar are not there.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// When the tab bar shrinks as content scrolls.
    public enum MinimizeBehavior: Int, Sendable {
        /// The system's choice: on iPhone the bar does not minimize.
        case automatic
        /// The bar never minimizes.
        case never
        /// The bar minimizes while content scrolls down, and grows again when it scrolls up.
        case onScrollDown
        /// The bar minimizes while content scrolls up (bottom-aligned content), and grows
        /// again when it scrolls down.
        case onScrollUp
    }

    /// The bar at the bottom.
    public let tabBar: UITabBar
    /// Asked before and told after the user selects a tab.
    open weak var delegate: UITabBarControllerDelegate?
    /// When the bar shrinks as content scrolls (`.automatic` by default).
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic {
        didSet { if !minimizes { setMinimized(false, animated: false) } }
    }

    /// The tabs' controllers (with `tabs`, those their providers have made so far).
    var tabControllers: [UIViewController] = []
    /// The selected tab's controller.
    private(set) var shownController: UIViewController?
    /// The tabs, when the controller is set up with `UITab`s.
    var storedTabs: [UITab] = []
    private let accessoryGlass: UIVisualEffectView = {
        let effect = UIGlassEffect()
        effect.isInteractive = true
        let view = UIVisualEffectView(effect: effect)
        view.cornerConfiguration = .capsule()
        return view
    }()
    private var storedAccessory: UITabAccessory?
    private var isTabBarMinimized = false
    /// Hides and shows the bar, sliding it when animated.
    private let barHiding = BarHiding()
    /// Whether the app asked for the bar hidden (a pushed screen may hide it too).
    private var appHidesTabBar = false
    /// Where the selected screen's content scroll view is watched, for the bottom edge
    /// effect and for minimizing.
    private let edgeElements = UIScrollEdgeElementContainerInteraction()
    /// The content offset the current scroll direction started from.
    private var scrollAnchor: CGFloat?

    /// The floating bar's distance from the sides of the screen.
    static let sideMargin: CGFloat = 21
    /// The gap between the accessory and the bar, and the accessory's height.
    static let accessorySpacing: CGFloat = 8
    static let accessoryHeight: CGFloat = 48
    /// How far content scrolls one way before the bar minimizes or grows.
    static let minimizeDistance: CGFloat = 24

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBar = UITabBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.shouldSelectItem = { [weak self] item in self?.userShouldSelect(item) ?? false }
        tabBar.userDidTapItem = { [weak self] item in self?.userSelected(item) }
        edgeElements.edge = .bottom
        edgeElements.scrollViewDidLayout = { [weak self] scrollView in self?.contentDidScroll(scrollView) }
        tabBar.addInteraction(edgeElements)
    }

    public required convenience init?(coder: NSCoder) {
        self.init(nibName: nil, bundle: nil)
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        if let shown = shownController?.view { view.addSubview(shown) }
        view.addSubview(tabBar)
        if let storedAccessory { attach(storedAccessory) }
    }

    // MARK: Tabs

    /// The tabs' screens, leading first; setting them replaces the tabs without animation.
    open var viewControllers: [UIViewController]? {
        get {
            if !storedTabs.isEmpty { return storedTabs.compactMap(\.viewController) }
            return tabControllers.isEmpty ? nil : tabControllers
        }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected screen stays selected when it is still a tab;
    /// otherwise the first tab is selected.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        releaseTabs()
        let leaving = tabControllers.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !tabControllers.contains { $0 === new } }
        for controller in arriving { addChild(controller) }
        tabControllers = unique
        tabBar.setItems(unique.map(\.tabBarItem), animated: animated)
        let keep = shownController.flatMap { selected in unique.contains { $0 === selected } ? selected : nil }
        show(keep ?? unique.first)
        for controller in leaving {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    /// A tab's controller was given a new bar item.
    func tabBarItemsDidChange() {
        guard storedTabs.isEmpty else { return }
        tabBar.setItems(tabControllers.map(\.tabBarItem), animated: false)
        tabBar.selectedItem = shownController?.tabBarItem
    }

    /// The selected tab's screen; setting it (to one of the tabs) selects its tab.
    open var selectedViewController: UIViewController? {
        get { shownController }
        set {
            guard let newValue, tabControllers.contains(where: { $0 === newValue }) else { return }
            if let tab = storedTabs.first(where: { $0.viewController === newValue }) { return showTab(tab) }
            show(newValue)
        }
    }

    /// The selected tab's index (`NSNotFound` without tabs); out-of-range values are ignored.
    open var selectedIndex: Int {
        get {
            if !storedTabs.isEmpty { return selectedRootTab.flatMap { tab in visibleTabs.firstIndex { $0 === tab } } ?? NSNotFound }
            return shownController.flatMap { selected in tabControllers.firstIndex { $0 === selected } } ?? NSNotFound
        }
        set {
            if !storedTabs.isEmpty {
                if visibleTabs.indices.contains(newValue) { showTab(visibleTabs[newValue]) }
                return
            }
            guard tabControllers.indices.contains(newValue) else { return }
            show(tabControllers[newValue])
        }
    }

    private func userShouldSelect(_ item: UITabBarItem) -> Bool {
        if isTabBarMinimized {
            // A tap on the minimized bar brings the tabControllers back rather than choosing one.
            setMinimized(false, animated: true)
            return false
        }
        if let tab = storedTabs.first(where: { $0.barItem === item }) {
            return tab.isEnabled && (delegate?.tabBarController(self, shouldSelectTab: tab) ?? true)
        }
        guard let controller = tabControllers.first(where: { $0.tabBarItem === item }) else { return false }
        return delegate?.tabBarController(self, shouldSelect: controller) ?? true
    }

    private func userSelected(_ item: UITabBarItem) {
        if let tab = storedTabs.first(where: { $0.barItem === item }) { return userSelected(tab) }
        guard let controller = tabControllers.first(where: { $0.tabBarItem === item }) else { return }
        if controller === shownController, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        show(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Makes `controller` the shown tab: its view replaces the shown one, with the
    /// appearance callbacks when on screen.
    func show(_ controller: UIViewController?) {
        tabBar.selectedItem = storedTabs.first { $0.viewController === controller && controller != nil }?.barItem ?? controller?.tabBarItem
        guard controller !== shownController else { return }
        let from = shownController
        shownController = controller
        scrollAnchor = nil
        guard let container = viewIfLoaded else { return }
        let onScreen = container.window != nil
        if onScreen {
            from?.beginAppearanceTransition(false, animated: false)
            controller?.beginAppearanceTransition(true, animated: false)
        }
        from?.viewIfLoaded?.removeFromSuperview()
        if let shown = controller?.view {
            shown.frame = container.bounds
            container.insertSubview(shown, belowSubview: tabBar)
        }
        if onScreen {
            from?.endAppearanceTransition()
            controller?.endAppearanceTransition()
        }
        setMinimized(false, animated: false)
        updateBottomBarHiding(animated: false)
        container.setNeedsLayout()
    }

    // MARK: Hiding and the accessory

    /// Whether the tab bar is hidden (from the moment an animated hide begins).
    open var isTabBarHidden: Bool {
        get { !barHiding.isShown(tabBar) }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar (and the accessory with it), sliding it down off the
    /// screen or up onto it when animated; the screens' safe area follows.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        appHidesTabBar = hidden
        updateBottomBarHiding(animated: animated)
    }

    /// The bar hides while the app asks, or while the selected navigation stack holds a
    /// pushed screen that `hidesBottomBarWhenPushed`.
    func updateBottomBarHiding(animated: Bool) {
        let pushedHides = (shownController as? UINavigationController)?.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed } ?? false
        let hidden = appHidesTabBar || pushedHides
        barHiding.set(tabBar, hidden: hidden, animated: animated, in: viewIfLoaded) {
            tabBar.frame.offsetBy(dx: 0, dy: view.bounds.maxY - tabBar.frame.minY + 8)
        }
        accessoryGlass.isHidden = tabBar.isHidden || storedAccessory == nil
    }

    /// A view floating on glass above the tab bar (beside it while it is minimized).
    open var bottomAccessory: UITabAccessory? {
        get { storedAccessory }
        set { setBottomAccessory(newValue, animated: false) }
    }

    /// Sets the bottom accessory; the screens' safe area grows or shrinks to match.
    open func setBottomAccessory(_ accessory: UITabAccessory?, animated: Bool) {
        guard accessory !== storedAccessory else { return }
        storedAccessory?.contentView.removeFromSuperview()
        storedAccessory = accessory
        if let accessory, isViewLoaded { attach(accessory) }
        accessoryGlass.isHidden = accessory == nil || !barHiding.isShown(tabBar)
        viewIfLoaded?.setNeedsLayout()
    }

    private func attach(_ accessory: UITabAccessory) {
        if accessoryGlass.superview == nil { view.insertSubview(accessoryGlass, belowSubview: tabBar) }
        accessoryGlass.contentView.addSubview(accessory.contentView)
        accessoryGlass.isHidden = !barHiding.isShown(tabBar)
        accessoryGlass.applyGlassIntensityToSubtree(tabBar.glassIntensity)
    }

    // MARK: Minimizing

    private var minimizes: Bool { tabBarMinimizeBehavior == .onScrollDown || tabBarMinimizeBehavior == .onScrollUp }

    private func setMinimized(_ minimized: Bool, animated: Bool) {
        guard minimized != isTabBarMinimized else { return }
        isTabBarMinimized = minimized
        tabBar.isMinimized = minimized
        guard animated, let view = viewIfLoaded, view.window != nil else {
            viewIfLoaded?.setNeedsLayout()
            return
        }
        view.setNeedsLayout()
        if UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.2) { view.layoutIfNeeded() }
        } else {
            UIView.animate(springDuration: 0.45, bounce: 0.15) { view.layoutIfNeeded() }
        }
    }

    /// Minimizes once content has moved `minimizeDistance` the minimizing way from the
    /// furthest point back, grows once it has moved as far back from the furthest point
    /// on (or rests at its top, scrolling down).
    private func contentDidScroll(_ scrollView: UIScrollView) {
        guard minimizes else { return }
        let offset = scrollView.contentOffset.y
        guard offset.isFinite else { return }
        if tabBarMinimizeBehavior == .onScrollDown, offset <= -scrollView.adjustedContentInset.top + 0.5 {
            scrollAnchor = nil
            setMinimized(false, animated: true)
            return
        }
        // Progress grows the way that minimizes.
        let progress = tabBarMinimizeBehavior == .onScrollDown ? offset : -offset
        guard let anchor = scrollAnchor else {
            scrollAnchor = progress
            return
        }
        if isTabBarMinimized {
            scrollAnchor = max(anchor, progress)
            if progress <= max(anchor, progress) - Self.minimizeDistance {
                scrollAnchor = progress
                setMinimized(false, animated: true)
            }
        } else {
            scrollAnchor = min(anchor, progress)
            if progress >= min(anchor, progress) + Self.minimizeDistance {
                scrollAnchor = progress
                setMinimized(true, animated: true)
            }
        }
    }

    // MARK: Layout

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutBarAndContent()
    }

    /// The bar floats above the bottom of the screen, the accessory above it (or beside it,
    /// minimized); the shown screen fills the view, with the room they take in its safe area.
    private func layoutBarAndContent() {
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        let barBottom = bounds.maxY - max(8, safe.bottom - 12)
        let available = CGRect(x: safe.left + Self.sideMargin, y: 0, width: max(0, bounds.width - safe.left - safe.right - 2 * Self.sideMargin), height: bounds.height)
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let hasAccessory = storedAccessory != nil
        var barFrame: CGRect
        var accessoryFrame = CGRect.zero
        if isTabBarMinimized {
            let side = UITabBar.barHeight - 14
            barFrame = CGRect(x: rtl ? available.maxX - side : available.minX, y: barBottom - side, width: side, height: side)
            if hasAccessory {
                let width = max(0, available.width - side - Self.accessorySpacing)
                accessoryFrame = CGRect(x: rtl ? available.minX : barFrame.maxX + Self.accessorySpacing, y: barFrame.minY, width: width, height: side)
            }
        } else {
            let size = tabBar.sizeThatFits(CGSize(width: available.width, height: UITabBar.barHeight))
            barFrame = CGRect(x: available.midX - size.width / 2, y: barBottom - size.height, width: size.width, height: size.height)
            if hasAccessory {
                accessoryFrame = CGRect(x: available.minX, y: barFrame.minY - Self.accessorySpacing - Self.accessoryHeight,
                                        width: available.width, height: Self.accessoryHeight)
            }
        }
        if barHiding.isSlidingOut(tabBar) {
            let drop = bounds.maxY - min(barFrame.minY, hasAccessory ? accessoryFrame.minY : barFrame.minY) + 8
            barFrame.origin.y += drop
            accessoryFrame.origin.y += drop
        }
        tabBar.frame = barFrame
        accessoryGlass.frame = accessoryFrame
        storedAccessory?.contentView.frame = accessoryGlass.contentView.bounds
        let covered = !barHiding.isShown(tabBar) ? 0 : bounds.maxY - (hasAccessory && !isTabBarMinimized ? accessoryFrame.minY : barFrame.minY)
        let overlay = max(0, covered - safe.bottom)
        for controller in tabControllers where controller.contentOverlayInsets.bottom != overlay {
            controller.contentOverlayInsets.bottom = overlay
        }
        if let shown = shownController?.viewIfLoaded, shown.frame != bounds { shown.frame = bounds }
        view.bringSubviewToFront(tabBar)
        view.bringPresentationsToFront()
        edgeElements.scrollView = shownController.flatMap(Self.contentScrollView(of:))
    }

    /// The scroll view running under the bar: a navigation controller's top screen's, or
    /// the screen's own.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        if let named = controller.contentScrollView(for: .bottom) { return named }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return contentScrollView(of: top)
        }
        return UINavigationController.contentScrollView(of: controller)
    }
}
