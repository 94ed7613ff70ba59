import Foundation

/// A row of bar button items, usually along the bottom of a screen.
///
/// In iOS 26's look a toolbar has no background of its own: its items float on Liquid
/// Glass capsules, adjacent ones sharing a capsule as in a navigation bar, split by fixed
/// spaces, `hidesSharedBackground` or `sharesBackground = false`; flexible spaces push the
/// groups apart, and content scrolling under the bar fades through the scroll edge effect.
///
/// ```swift
/// toolbar.items = [
///     UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), primaryAction: compose),
///     .flexibleSpace(),
///     UIBarButtonItem(systemItem: .trash, primaryAction: delete),
/// ]
/// ```
///
/// A navigation controller shows one (`isToolbarHidden = false`) filled with its top
/// screen's `toolbarItems`.
///
/// Differs from UIKit: `barStyle`, `barTintColor` and the background and shadow image
/// setters are not there; style the bar with `UIToolbarAppearance`.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The items, from the leading edge; flexible spaces share the room left over.
    open var items: [UIBarButtonItem]? {
        didSet { setNeedsItemsUpdate() }
    }
    /// Places the bar (its hairline faces the content: up from the bottom, down from the top).
    open weak var delegate: UIToolbarDelegate? {
        didSet { setNeedsLayout() }
    }
    /// How the bar looks; copied when set.
    open var standardAppearance = UIToolbarAppearance() {
        didSet { standardAppearance = standardAppearance.copied(); setNeedsLayout() }
    }
    /// The appearance in a vertically compact environment; `nil` uses the standard one.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { compactAppearance = compactAppearance?.copied(); setNeedsLayout() }
    }
    /// The appearance while the content rests at the bar's edge; `nil` uses the standard
    /// one with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copied(); setNeedsLayout() }
    }
    /// The scroll-edge appearance in a vertically compact environment.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copied(); setNeedsLayout() }
    }

    /// Whether the content under the bar rests at the bar's edge (a navigation controller
    /// follows its top screen's scroll view).
    var isAtScrollEdge = true {
        didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
    }
    /// Where the bar sits when its delegate does not say (a navigation controller's is at the bottom).
    var defaultPosition = UIBarPosition.any
    let background = BarBackgroundView(shadowEdge: .top)
    private var needsItemsUpdate = true
    /// The item groups between flexible spaces, in order from the leading edge.
    private var segments: [[BarItemGroupView]] = []

    /// An empty toolbar (navigation controllers make theirs, of the class they were given).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        shouldGroupAccessibilityChildren = true
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// Where the bar sits: what its delegate says, else where its owner put it.
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? defaultPosition : asked
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.rowHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UINavigationBar.rowHeight)
    }

    // MARK: Layout

    private func setNeedsItemsUpdate() {
        needsItemsUpdate = true
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsItemsUpdate {
            needsItemsUpdate = false
            rebuildItemViews()
        }
        applyAppearance()
        background.frame = bounds
        layoutRow()
    }

    /// The appearance the bar shows now.
    var activeAppearance: UIToolbarAppearance {
        .active(standard: standardAppearance, compact: compactAppearance, scrollEdge: scrollEdgeAppearance,
                compactScrollEdge: compactScrollEdgeAppearance,
                isCompact: traitCollection.verticalSizeClass == .compact, isAtScrollEdge: isAtScrollEdge)
    }

    private func applyAppearance() {
        let appearance = activeAppearance
        background.apply(appearance)
        let position = barPosition
        background.shadowEdge = position == .top || position == .topAttached ? .bottom : .top
        for case let edge as UIScrollEdgeElementContainerInteraction in interactions {
            edge.contributesEdgeEffect = appearance.showsScrollEdgeEffect
        }
    }

    /// Splits the items at flexible spaces and makes each run's glass groups.
    private func rebuildItemViews() {
        for view in segments.joined() { view.removeFromSuperview() }
        var runs: [[UIBarButtonItem]] = [[]]
        for item in items ?? [] {
            if item.systemItem == .flexibleSpace {
                item.host = self
                runs.append([])
            } else {
                runs[runs.count - 1].append(item)
            }
        }
        segments = runs.map { BarItemGroupView.groups(for: $0, host: self, edge: .leading) }
        for view in segments.joined() { addSubview(view) }
    }

    /// Places the groups from the leading edge along the row at the top of the bar, the
    /// room the row does not need shared among the flexible spaces.
    private func layoutRow() {
        let rowHeight = min(bounds.height, UINavigationBar.rowHeight)
        let groups = Array(segments.joined())
        let needed = groups.reduce(0) { $0 + $1.gapBefore + $1.fittingWidth }
            + CGFloat(max(0, groups.count - 1)) * UINavigationBar.groupSpacing + 2 * UINavigationBar.edgeMargin
        let flexibleCount = segments.count - 1
        let flexibleWidth = flexibleCount > 0 ? max(0, bounds.width - needed) / CGFloat(flexibleCount) : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var offset = UINavigationBar.edgeMargin
        var placedAny = false
        for (index, segment) in segments.enumerated() {
            if index > 0 { offset += flexibleWidth }
            for group in segment {
                if placedAny { offset += UINavigationBar.groupSpacing }
                offset += group.gapBefore
                let width = group.fittingWidth
                group.frame = CGRect(x: rtl ? bounds.width - offset - width : offset, y: 0, width: width, height: rowHeight)
                offset += width
                placedAny = true
            }
        }
    }
}

extension UIToolbar: BarItemHost {
    func barItemDidChange(_ item: UIBarItem) {
        setNeedsItemsUpdate()
    }
}
