import Foundation

/// The bar at the top of a navigation stack: the top item's title in the middle, its
/// items at the sides, and a back button to the item below it.
///
/// In iOS 26's look the bar has no background of its own: items float on Liquid Glass
/// capsules (adjacent items share one), the back button is a glass circle with a chevron,
/// and content scrolling under the bar fades through the scroll edge effect.
///
/// Its background follows `UINavigationBarAppearance`: by default none, with the scroll
/// edge effect; opaque or transparent when configured so; the scroll-edge appearance while
/// the content rests at its top.
///
/// With `prefersLargeTitles` the top item's title can show large, left-aligned under the
/// row of items (see `UINavigationItem.largeTitleDisplayMode`); a navigation controller
/// collapses it into the inline title as the content scrolls up.
///
/// Differs from UIKit: pulling the content down does not stretch the large title (see
/// `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHost {
    /// The height of the bar's row of items, below the status bar.
    public static let rowHeight: CGFloat = 44
    /// Room between the bar's edges and its items, and between glass groups.
    static let edgeMargin: CGFloat = 16
    static let groupSpacing: CGFloat = 8

    /// The items on the bar's stack, the top one shown (a navigation controller sets its
    /// bar's items from its screens).
    open var items: [UINavigationItem]? {
        didSet {
            for item in oldValue ?? [] where item.bar === self { item.bar = nil }
            for item in items ?? [] { item.bar = self }
            setNeedsItemsUpdate()
        }
    }
    /// Whether titles show large under the items (as items' `largeTitleDisplayMode` allows).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { setNeedsItemsUpdate() } }
    }

    /// How the bar looks; copied when set.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { standardAppearance = standardAppearance.copied(); setNeedsLayout() }
    }
    /// The appearance in a vertically compact environment; `nil` uses the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copied(); setNeedsLayout() }
    }
    /// The appearance while the content under the bar rests at its top edge; `nil` uses the
    /// standard one with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copied(); setNeedsLayout() }
    }
    /// The scroll-edge appearance in a vertically compact environment.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied(); setNeedsLayout() }
    }

    /// Whether the content under the bar rests at its top edge (its navigation controller
    /// follows the content's scroll view).
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
    }
    /// The background an appearance draws, behind the items (see UINavigationBar+Appearance.swift).
    let background = BarBackgroundView(shadowEdge: .bottom)
    /// The glass intensity the bar's items are drawn with (see
    /// UINavigationBar+PreferredGlassEffectIntensity.swift).
    var glassIntensity: CGFloat = 1

    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?
    /// Told when the bar's height may have changed: which items show large titles, a
    /// prompt or a search bar (the navigation controller re-lays out the bar and its
    /// screens' safe areas).
    var heightMayHaveChanged: (() -> Void)?
    /// How much of the top item's collapsing area (its large title, and its search bar when
    /// that hides on scrolling) shows: all of it at rest, less as the content scrolls up
    /// under the bar (see UINavigationBar+LargeTitle.swift and UINavigationBar+Search.swift).
    var collapsibleShownHeight: CGFloat = .infinity {
        didSet { if collapsibleShownHeight != oldValue { setNeedsLayout() } }
    }
    /// Clips the large title as it slides up under the row.
    let largeTitleClip = UIView()
    /// Clips the search bar as it slides up under the large title.
    let searchClip = UIView()
    /// The top item's search controller's bar, in `searchClip`.
    var shownSearchBar: UISearchBar?
    /// Whether the row of items and the large title make way for the search bar while a
    /// search controller is active (see UINavigationBar+Search.swift).
    var makesWayForSearch = false {
        didSet { if makesWayForSearch != oldValue { searchPresentationDidChange() } }
    }
    let largeTitleLabel = UILabel()
    let largeSubtitleLabel = UILabel()
    private var needsItemsUpdate = true
    private(set) var groupViews: [BarItemGroupView] = []
    private(set) var backButton: UIButton?
    /// Whether the next items change morphs the old items into the new (see
    /// `UINavigationBar+ItemMorph.swift`).
    var morphsNextItemsChange = false
    /// Whether that change goes back down the stack (a pop): large titles slide the other way.
    var nextMorphGoesBack = false
    /// The old items' views fading out of a morph, removed when it ends.
    var departingViews: [UIView] = []
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    /// The top item's prompt, above the row.
    let promptLabel = UILabel()
    private(set) var shownTitleView: UIView?

    /// A bar with no items (navigation controllers make theirs, of the class they were given).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.textAlignment = .center
        addSubview(background)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        setUpLargeTitle()
        setUpSearchArea()
        setUpPrompt()
        // VoiceOver reads the bar as one group, its title as the screen's heading.
        shouldGroupAccessibilityChildren = true
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
    }

    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, whose screen the back button returns to.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the stack of items; animated, the old top item's glass morphs into the new
    /// one's while the titles cross-fade.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        morphsNextItemsChange = animated && window != nil && !UIAccessibility.isReduceMotionEnabled
        nextMorphGoesBack = (items?.count ?? 0) < (self.items?.count ?? 0)
        self.items = items
    }

    /// Asked about and told of pushes and pops, for a bar no navigation controller
    /// manages. A managed bar's delegate is its controller: setting one is logged and
    /// ignored (UIKit raises an exception).
    open weak var delegate: UINavigationBarDelegate? {
        didSet {
            guard delegate != nil, backAction != nil else { return }
            ConsoleLog.report("UINavigationBar: cannot set the delegate of a bar a navigation controller manages")
            delegate = nil
        }
    }

    /// Pushes an item on top, if the delegate agrees.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees; returns it (`nil` when nothing popped).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, let top = stack.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        stack.removeLast()
        setItems(stack, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.rowHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.rowHeight)
    }

    // MARK: Items

    func setNeedsItemsUpdate() {
        needsItemsUpdate = true
        setNeedsLayout()
        heightMayHaveChanged?()
    }

    func barItemDidChange(_ item: UIBarItem) {
        setNeedsItemsUpdate()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var morph: ItemMorph?
        if needsItemsUpdate {
            needsItemsUpdate = false
            endMorph()
            if morphsNextItemsChange { morph = captureMorph() }
            morphsNextItemsChange = false
            rebuildItemViews(keepingOldViews: morph != nil)
            applyGlassIntensityToSubtree(glassIntensity)
        }
        applyAppearance()
        background.frame = bounds
        layoutRow()
        if let morph { run(morph) }
    }

    /// Makes the back button, the glass groups and the title for the top item; the old
    /// views stay for a morph to fade out.
    private func rebuildItemViews(keepingOldViews: Bool) {
        if !keepingOldViews {
            for view in groupViews { view.removeFromSuperview() }
            backButton?.removeFromSuperview()
        }
        backButton = nil
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        showSearchBar(of: topItem)
        guard let top = topItem else {
            groupViews = []
            promptLabel.text = nil
            titleLabel.text = nil
            subtitleLabel.text = nil
            largeTitleLabel.text = nil
            largeSubtitleLabel.text = nil
            return
        }
        if backItem != nil, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            backButton = makeBackButton()
        }
        let leading = BarItemGroupView.groups(for: top.leftBarButtonItems ?? [], host: self, edge: .leading)
        let trailing = BarItemGroupView.groups(for: (top.rightBarButtonItems ?? []) + searchButtonItems(for: top), host: self, edge: .trailing)
        groupViews = leading + trailing
        for view in groupViews { addSubview(view) }
        if let backButton { addSubview(backButton) }
        if let titleView = top.titleView {
            shownTitleView = titleView
            addSubview(titleView)
        }
        promptLabel.text = top.prompt
        titleLabel.text = top.titleView == nil ? top.title : nil
        subtitleLabel.text = top.titleView == nil ? top.subtitle : nil
        largeTitleLabel.text = top.largeTitle ?? top.title
        largeSubtitleLabel.text = top.largeSubtitle ?? top.subtitle
    }

    /// The back button: a navigation controller pops its top screen; a bar of its own pops
    /// its top item.
    private func backTapped() {
        if let backAction { return backAction() }
        popItem(animated: true)
    }

    private func makeBackButton() -> UIButton {
        var configuration = UIButton.Configuration.glass()
        configuration.image = UIImage(systemName: "chevron.left")
        configuration.baseForegroundColor = .label
        // The action has no title: a button takes its action's title as its own, and the
        // iOS 26 back button is the chevron alone.
        let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.backTapped() })
        button.accessibilityLabel = backItem?.backButtonTitle ?? backItem?.title ?? "Back"
        return button
    }

    /// Places the back button and groups along the row (leading groups from the leading
    /// edge, trailing ones from the trailing edge) and the title in the middle of what is left.
    private func layoutRow() {
        let areas = shownExtendedAreas
        let rowTop = max(0, bounds.height - Self.rowHeight - areas.large - areas.search)
        layoutLargeTitle(rowTop: rowTop, shown: areas.large)
        layoutSearchArea(top: rowTop + Self.rowHeight + areas.large, shown: areas.search)
        layoutPrompt(above: rowTop)
        hideRowWhileSearching()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leading = Self.edgeMargin
        var trailing = Self.edgeMargin
        func place(_ view: UIView, width: CGFloat, fromLeading: Bool) {
            let offset = fromLeading ? leading : trailing
            let x = (fromLeading != rtl) ? offset : bounds.width - offset - width
            view.frame = CGRect(x: x, y: rowTop, width: width, height: Self.rowHeight)
            if fromLeading { leading += width + Self.groupSpacing } else { trailing += width + Self.groupSpacing }
        }
        if let backButton { place(backButton, width: Self.rowHeight, fromLeading: true) }
        for group in groupViews {
            if group.edge == .leading { leading += group.gapBefore } else { trailing += group.gapBefore }
            place(group, width: group.fittingWidth, fromLeading: group.edge == .leading)
        }
        layoutTitle(rowTop: rowTop, free: leading...max(leading, bounds.width - trailing), rtl: rtl)
    }

    /// The title centred on the bar when it fits there, else in the free room; a title view
    /// sized by its intrinsic size, stretched when it hugs loosely.
    private func layoutTitle(rowTop: CGFloat, free: ClosedRange<CGFloat>, rtl: Bool) {
        let room = free.upperBound - free.lowerBound
        let freeMinX = rtl ? bounds.width - free.upperBound : free.lowerBound
        func centred(_ width: CGFloat) -> CGFloat {
            let width = min(width, room)
            return min(max((bounds.width - width) / 2, freeMinX), freeMinX + room - width)
        }
        if let titleView = shownTitleView {
            var size = BarItemGroupView.fittingSize(of: titleView)
            if titleView.contentHuggingPriority(for: .horizontal) < .defaultLow { size.width = room }
            let width = min(size.width, room), height = min(size.height, Self.rowHeight)
            titleView.frame = CGRect(x: centred(width), y: rowTop + (Self.rowHeight - height) / 2, width: width, height: height)
            return
        }
        let titleSize = titleLabel.sizeThatFits(CGSize(width: room, height: Self.rowHeight))
        let subtitleSize = subtitleLabel.text == nil ? .zero : subtitleLabel.sizeThatFits(CGSize(width: room, height: Self.rowHeight))
        let total = titleSize.height + subtitleSize.height
        var y = rowTop + (Self.rowHeight - total) / 2
        let titleWidth = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: centred(titleWidth), y: y, width: titleWidth, height: titleSize.height)
        y += titleSize.height
        let subtitleWidth = min(subtitleSize.width, room)
        subtitleLabel.frame = CGRect(x: centred(subtitleWidth), y: y, width: subtitleWidth, height: subtitleSize.height)
    }
}
