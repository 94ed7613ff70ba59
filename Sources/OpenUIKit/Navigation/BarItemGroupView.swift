import Foundation

/// A run of bar button items that float together: on one shared glass capsule, or bare
/// (`hidesSharedBackground`), or a prominent item on its own tinted glass. A bar splits
/// its items into groups where sharing ends (a fixed space, an item that does not share,
/// a prominent one).
@MainActor
final class BarItemGroupView: UIView {
    enum Edge {
        case leading, trailing
    }

    /// The side of the bar the group sits on; on the trailing side items run from the edge inwards.
    let edge: Edge
    /// Extra room before the group, from fixed spaces.
    let gapBefore: CGFloat
    private var items: [(item: UIBarButtonItem, view: UIView, width: CGFloat)]
    private let glass: UIVisualEffectView?
    /// The badges of the items that have one, above the glass so they can straddle its edge.
    private let badges: [(item: UIBarButtonItem, view: CornerBadgeView)]

    private init(items: [UIBarButtonItem], edge: Edge, gapBefore: CGFloat, sharesGlass: Bool) {
        self.edge = edge
        self.gapBefore = gapBefore
        self.items = items.map { item in
            let view = Self.view(for: item)
            item.shownView = view
            return (item, view, Self.width(of: item, view: view))
        }
        glass = sharesGlass ? Self.makeGlass() : nil
        badges = items.compactMap { item in item.badge.map { (item, Self.makeBadge($0)) } }
        super.init(frame: .zero)
        let container: UIView
        if let glass {
            addSubview(glass)
            container = glass.contentView
        } else {
            container = self
        }
        for entry in self.items { container.addSubview(entry.view) }
        for badge in badges { addSubview(badge.view) }
    }

    required convenience init?(coder: NSCoder) {
        self.init(items: [], edge: .leading, gapBefore: 0, sharesGlass: false)
    }

    /// The groups for `items` along one edge, in order from the edge inwards.
    static func groups(for items: [UIBarButtonItem], host: BarItemHost, edge: Edge) -> [BarItemGroupView] {
        var groups: [BarItemGroupView] = []
        var run: [UIBarButtonItem] = []
        var gap: CGFloat = 0
        func close() {
            guard !run.isEmpty else { return }
            let bare = run.count == 1 && (run[0].hidesSharedBackground || isProminent(run[0]))
            groups.append(BarItemGroupView(items: run, edge: edge, gapBefore: gap, sharesGlass: !bare))
            run = []
            gap = 0
        }
        for item in items {
            item.host = host
            if item.isSpace {
                close()
                if item.systemItem == .fixedSpace { gap += max(0, item.width.isFinite ? item.width : 0) }
                continue
            }
            let standsAlone = item.hidesSharedBackground || !item.sharesBackground || isProminent(item)
            if standsAlone || run.last.map({ !$0.sharesBackground }) == true { close() }
            run.append(item)
            if standsAlone { close() }
        }
        close()
        return groups
    }

    /// The group's width: its items side by side.
    var fittingWidth: CGFloat { items.reduce(0) { $0 + $1.width } }

    /// A custom view's intrinsic size changed (a SwiftUI label's text, say): its item is
    /// measured again and the bar lays its groups out again, as UIKit re-sizes such items.
    func customViewSizeDidChange() {
        let widths = items.map { Self.width(of: $0.item, view: $0.view) }
        guard widths != items.map(\.width) else {
            setNeedsLayout()
            return
        }
        for index in items.indices { items[index].width = widths[index] }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Takes the shared glass away, leaving the items: a morph's new group carries the
    /// glass on from here.
    var sharesGlass: Bool { glass != nil }

    func removeSharedGlass() {
        glass?.effect = nil
    }

    /// Fades the items (and their badges) without fading the glass behind them.
    func setContentAlpha(_ alpha: CGFloat) {
        for entry in items { entry.view.alpha = alpha }
        for badge in badges { badge.view.alpha = alpha }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glass?.frame = bounds
        var x: CGFloat = 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fromRight = (edge == .trailing) != rtl
        for entry in items {
            let originX = fromRight ? bounds.width - x - entry.width : x
            let height = entry.item.customView.map { min(Self.fittingSize(of: $0).height, bounds.height) } ?? bounds.height
            entry.view.frame = CGRect(x: originX, y: (bounds.height - height) / 2, width: entry.width, height: height)
            x += entry.width
        }
        layoutBadges(rightToLeft: rtl)
    }

    /// Each badge straddles its item's top trailing corner, inset to sit on the capsule's
    /// curve rather than in the empty corner of its box.
    private func layoutBadges(rightToLeft: Bool) {
        for badge in badges {
            guard let entry = items.first(where: { $0.item === badge.item }) else { continue }
            let frame = entry.view.frame
            let inset = min(frame.height, frame.width) * 0.15
            badge.view.place(straddling: CGPoint(x: rightToLeft ? frame.minX + inset : frame.maxX - inset, y: frame.minY + inset),
                             rightToLeft: rightToLeft)
        }
    }

    private static func makeBadge(_ badge: UIBarButtonItem.Badge) -> CornerBadgeView {
        let view = CornerBadgeView()
        view.value = badge.stringValue ?? ""
        if let background = badge.backgroundColor { view.backgroundColor = background }
        if let foreground = badge.foregroundColor { view.textColor = foreground }
        if let font = badge.font { view.font = font }
        view.accessibilityLabel = badge.stringValue
        return view
    }

    // MARK: Item views

    private static func isProminent(_ item: UIBarButtonItem) -> Bool {
        item.customView == nil && (item.style == .prominent || item.style == .done)
    }

    private static func makeGlass() -> UIVisualEffectView {
        let effect = UIGlassEffect()
        effect.isInteractive = true
        let view = UIVisualEffectView(effect: effect)
        view.cornerConfiguration = .capsule()
        return view
    }

    /// A custom view as is, or a button showing the item's image or title.
    private static func view(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        var configuration: UIButton.Configuration
        if isProminent(item) {
            configuration = .prominentGlass()
            configuration.baseBackgroundColor = item.tintColor
        } else {
            configuration = .plain()
            configuration.baseForegroundColor = item.tintColor ?? .label
        }
        configuration.image = item.image
        configuration.title = item.image == nil ? item.title : nil
        let button = BarItemButton(configuration: configuration, primaryAction: UIAction(title: item.title ?? "") { [weak item] _ in
            item?.primaryAction?.perform(sender: item)
        })
        button.item = item
        button.isEnabled = item.isEnabled
        button.menu = item.menu
        button.showsMenuAsPrimaryAction = item.primaryAction == nil
        button.changesSelectionAsPrimaryAction = item.changesSelectionAsPrimaryAction
        button.accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.primaryAction?.title.nilIfEmpty
            ?? item.systemItemSpokenName ?? item.image?.spokenSymbolName
        button.accessibilityHint = item.accessibilityHint
        button.accessibilityValue = item.badge?.stringValue
        button.accessibilityIdentifier = item.accessibilityIdentifier
        return button
    }

    private static func width(of item: UIBarButtonItem, view: UIView) -> CGFloat {
        if item.width > 0, item.width.isFinite { return min(item.width, 10_000) }
        if let custom = item.customView { return min(max(0, fittingSize(of: custom).width), 10_000) }
        let shownTitle = (view as? UIButton)?.effectiveConfiguration.title ?? item.title
        guard item.image == nil || item.changesSelectionAsPrimaryAction, let title = shownTitle, !title.isEmpty else {
            return UINavigationBar.rowHeight
        }
        let font = UIFont.preferredFont(forTextStyle: .body)
        return max(UINavigationBar.rowHeight, ceil((title as NSString).size(withAttributes: [.font: font]).width) + 28)
    }

    /// A custom view's size: what its constraints or intrinsic size ask for, else its frame.
    static func fittingSize(of view: UIView) -> CGSize {
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let size = CGSize(width: fitting.width > 0 ? fitting.width : view.bounds.width, height: fitting.height > 0 ? fitting.height : view.bounds.height)
        return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }
}

extension UIView {
    /// The bar item group showing this view as an item's custom view: its superview, or,
    /// on shared glass, the group two levels above the glass's content view.
    var barItemGroupHoldingCustomView: BarItemGroupView? {
        if let group = superview as? BarItemGroupView { return group }
        return superview?.superview?.superview as? BarItemGroupView
    }
}
