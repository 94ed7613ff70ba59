import Foundation

/// A row of tabs. In iOS 26 it floats: a Liquid Glass capsule over the bottom of the
/// content, the selected tab on a lighter platter in the tint colour.
///
/// A tab bar controller makes, places and fills its own bar; a bar of your own shows the
/// `items` you give it and tells its `delegate` when the user picks one.
///
/// ```swift
/// let bar = UITabBar()
/// bar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1)]
/// bar.selectedItem = bar.items?.first
/// bar.delegate = self
/// ```
///
/// Differs from UIKit: `UITabBarAppearance`, customizing (the More screen's editing) and
/// the iPad's sidebar-adaptable bar are not there.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the floating capsule.
    public static let barHeight: CGFloat = 62
    /// How far the selected platter and the items sit in from the capsule's edge.
    static let platterInset: CGFloat = 4
    /// The widest a tab gets: a bar of few tabs is narrower than the screen.
    static let maximumItemWidth: CGFloat = 94

    /// Told when the user selects an item.
    open weak var delegate: UITabBarDelegate?
    /// The colour of tabs that are not selected; `nil` is the label colour.
    open var unselectedItemTintColor: UIColor? {
        didSet { itemViews.forEach { $0.refresh() } }
    }
    /// The item shown as selected.
    open weak var selectedItem: UITabBarItem? {
        didSet { if selectedItem !== oldValue { selectionDidChange() } }
    }

    private var storedItems: [UITabBarItem]?
    private(set) var itemViews: [TabBarItemView] = []
    let glassView: UIVisualEffectView
    /// The circle a search tab floats in, apart from the other tabs (iOS 26).
    let searchGlass: UIVisualEffectView
    /// The lighter capsule behind the selected tab.
    let platter = UIView()
    /// Whether the bar shows only its selected tab (a tab bar controller minimizes it as
    /// content scrolls).
    var isMinimized = false {
        didSet { if isMinimized != oldValue { setNeedsLayout() } }
    }
    /// Asked before a tapped item becomes selected (by the owning controller).
    var shouldSelectItem: ((UITabBarItem) -> Bool)?
    /// Told after the user tapped an item, selected or already selected.
    var userDidTapItem: ((UITabBarItem) -> Void)?
    var glassIntensity: CGFloat = 1

    public override init(frame: CGRect) {
        let effect = UIGlassEffect()
        effect.isInteractive = true
        glassView = UIVisualEffectView(effect: effect)
        let searchEffect = UIGlassEffect()
        searchEffect.isInteractive = true
        searchGlass = UIVisualEffectView(effect: searchEffect)
        super.init(frame: frame)
        glassView.cornerConfiguration = .capsule()
        searchGlass.cornerConfiguration = .capsule()
        searchGlass.isHidden = true
        addSubview(glassView)
        addSubview(searchGlass)
        platter.backgroundColor = Self.platterColour
        platter.isUserInteractionEnabled = false
        glassView.contentView.addSubview(platter)
        accessibilityTraits = .tabBar
        shouldGroupAccessibilityChildren = true
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Black in light mode and white in dark, faint: a shade darker or lighter than the glass.
    private static let platterColour = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.11) : UIColor(white: 0, alpha: 0.045)
    })

    // MARK: Items

    /// The tabs, leading first.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the tabs; a selected item no longer among them is deselected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        storedItems = items
        itemViews.forEach { $0.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            item.host = self
            let view = TabBarItemView(item: item)
            view.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item else { return }
                self.userTapped(item)
            }, for: .primaryActionTriggered)
            (item.isSearchTab ? searchGlass : glassView).contentView.addSubview(view)
            return view
        }
        searchGlass.isHidden = searchItemView == nil
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        selectionDidChange()
        applyGlassIntensityToSubtree(glassIntensity)
        setNeedsLayout()
    }

    private func userTapped(_ item: UITabBarItem) {
        guard shouldSelectItem?(item) ?? true else { return }
        if selectedItem !== item {
            selectedItem = item
            animateSelection()
        }
        delegate?.tabBar(self, didSelect: item)
        userDidTapItem?(item)
    }

    private func selectionDidChange() {
        for view in itemViews { view.isSelected = view.item === selectedItem }
        setNeedsLayout()
    }

    /// The platter springs to the newly selected tab (fades there with Reduce Motion).
    private func animateSelection() {
        guard window != nil else { return }
        if UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
        } else {
            UIView.animate(springDuration: 0.4, bounce: 0.2) { self.layoutIfNeeded() }
        }
    }

    // MARK: Layout

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let count = CGFloat(max(1, tabItemViews.count))
        let searchRoom = searchItemView == nil ? 0 : Self.barHeight + Self.searchSpacing
        let natural = count * Self.maximumItemWidth + 2 * Self.platterInset + searchRoom
        let width = size.width.isFinite && size.width > 0 ? min(size.width, natural) : natural
        return CGSize(width: width, height: Self.barHeight)
    }

    /// The gap between the tabs' capsule and the search tab's circle.
    static let searchSpacing: CGFloat = 8

    /// The search tab's view, when a search tab floats apart.
    private var searchItemView: TabBarItemView? { itemViews.first { $0.item.isSearchTab } }
    /// The views of the tabs in the capsule.
    private var tabItemViews: [TabBarItemView] { itemViews.filter { !$0.item.isSearchTab } }

    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: CGFloat.infinity, height: Self.barHeight)) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let tabViews = tabItemViews
        var capsule = bounds
        glassView.isHidden = false
        if let search = searchItemView {
            // The search tab's circle at the trailing end, the capsule in the rest; minimized,
            // only the selected one shows.
            let searchSelected = selectedItem === search.item
            let side = min(bounds.height, bounds.width)
            if isMinimized {
                searchGlass.frame = bounds
                searchGlass.isHidden = !searchSelected
                glassView.isHidden = searchSelected
            } else {
                searchGlass.frame = CGRect(x: rtl ? 0 : bounds.width - side, y: 0, width: side, height: bounds.height)
                searchGlass.isHidden = false
                capsule = CGRect(x: rtl ? side + Self.searchSpacing : 0, y: 0,
                                 width: max(0, bounds.width - side - Self.searchSpacing), height: bounds.height)
            }
            search.frame = searchGlass.bounds
            search.showsImageOnly = true
            search.isHidden = false
        }
        glassView.frame = capsule
        let inner = glassView.bounds.insetBy(dx: Self.platterInset, dy: Self.platterInset)
        let selectedIndex = tabViews.firstIndex { $0.item === selectedItem }
        if isMinimized {
            for (index, view) in tabViews.enumerated() {
                view.showsImageOnly = true
                view.isHidden = index != (selectedIndex ?? 0)
                view.frame = glassView.bounds
            }
            platter.isHidden = true
            return
        }
        let count = CGFloat(max(1, tabViews.count))
        let width = inner.width / count
        for (index, view) in tabViews.enumerated() {
            let slot = CGFloat(rtl ? tabViews.count - 1 - index : index)
            view.showsImageOnly = false
            view.isHidden = false
            view.frame = CGRect(x: inner.minX + slot * width, y: 0, width: width, height: glassView.bounds.height)
        }
        platter.isHidden = selectedIndex == nil
        if let selectedIndex {
            platter.frame = tabViews[selectedIndex].frame.insetBy(dx: 0, dy: Self.platterInset)
            platter.layer.cornerRadius = platter.frame.height / 2
        }
    }
}

extension UITabBar: BarItemHost {
    func barItemDidChange(_ item: UIBarItem) {
        itemViews.first { $0.item === item }?.refresh()
    }
}
