import Foundation

/// The scrolling list inside a menu's glass panel: its sections' items, headers and
/// separators, stacked top to bottom. A finger pressing or sliding over the list
/// highlights the item under it, and lifting it there chooses the item.
@MainActor
final class MenuListView: UIScrollView {
    /// Told when the user chooses an enabled item.
    var onChoose: ((MenuSection.Item) -> Void)?

    private(set) var itemViews: [MenuItemView] = []
    private var parts: [Part] = []

    /// What the list stacks, in order.
    private enum Part {
        case header(UILabel)
        case separator(UIView)
        case row(MenuItemView)
        case strip([MenuItemView])
    }

    init(sections: [MenuSection]) {
        super.init(frame: .zero)
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = false
        let hasColumn = MenuSection.needsLeadingColumn(sections)
        for (index, section) in sections.enumerated() {
            if index > 0 { parts.append(.separator(Self.makeSeparator())) }
            if let header = section.header { parts.append(.header(Self.makeHeader(header))) }
            let views = section.items.map { MenuItemView(item: $0, layout: section.layout, hasLeadingColumn: hasColumn) }
            itemViews += views
            if section.layout == .rows { parts += views.map(Part.row) } else if !views.isEmpty { parts.append(.strip(views)) }
        }
        for part in parts {
            switch part {
            case .header(let label): addSubview(label)
            case .separator(let line): addSubview(line)
            case .row(let view): addSubview(view)
            case .strip(let views): views.forEach(addSubview)
            }
        }
        for view in itemViews { view.isUserInteractionEnabled = false }
    }

    required convenience init?(coder: NSCoder) { nil }

    private static func makeSeparator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        return line
    }

    private static func makeHeader(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.lineBreakMode = .byTruncatingTail
        label.accessibilityTraits = .header
        return label
    }

    // MARK: Size and layout

    /// The width the widest row needs, kept between the menu's minimum and `maximumWidth`.
    func fittingWidth(maximumWidth: CGFloat) -> CGFloat {
        let rows = itemViews.filter { !$0.isStripCell }.map(\.fittingWidth).max() ?? 0
        return min(max(MenuMetrics.minimumWidth, rows), max(0, maximumWidth))
    }

    /// The height of everything stacked, with the panel's padding above and below.
    var contentHeight: CGFloat {
        parts.reduce(2 * MenuMetrics.verticalPadding) { $0 + height(of: $1) }
    }

    private func height(of part: Part) -> CGFloat {
        switch part {
        case .header: MenuMetrics.headerHeight
        case .separator: MenuMetrics.separatorHeight
        case .row(let view): view.fittingHeight
        case .strip(let views): views.map(\.fittingHeight).max() ?? 0
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var y = MenuMetrics.verticalPadding
        for part in parts {
            let height = height(of: part)
            switch part {
            case .header(let label):
                label.textAlignment = rtl ? .right : .left
                label.frame = CGRect(x: MenuMetrics.horizontalInset, y: y + 6, width: max(0, width - 2 * MenuMetrics.horizontalInset), height: height - 10)
            case .separator(let line):
                let hairline = 1 / max(1, traitCollection.displayScale)
                line.frame = CGRect(x: MenuMetrics.horizontalInset, y: y + (height - hairline) / 2,
                                    width: max(0, width - 2 * MenuMetrics.horizontalInset), height: hairline)
            case .row(let view):
                view.frame = CGRect(x: 0, y: y, width: width, height: height)
            case .strip(let views):
                let inset = MenuMetrics.highlightInset
                let cell = (width - 2 * inset) / CGFloat(views.count)
                for (index, view) in views.enumerated() {
                    let column = rtl ? views.count - 1 - index : index
                    view.frame = CGRect(x: inset + CGFloat(column) * cell, y: y, width: cell, height: height)
                }
            }
            y += height
        }
        contentSize = CGSize(width: width, height: y + MenuMetrics.verticalPadding)
        isScrollEnabled = contentSize.height > bounds.height + 0.5
    }

    // MARK: Choosing

    /// The item under `point` (in the list's coordinates), if any.
    func itemView(at point: CGPoint) -> MenuItemView? {
        itemViews.first { $0.frame.contains(point) }
    }

    /// Highlights the item under `point`, or nothing for `nil` or a point between items.
    func highlightItem(at point: CGPoint?) {
        let hit = point.flatMap(itemView(at:))
        for view in itemViews { view.isHighlighted = view === hit }
    }

    /// Chooses the enabled item under `point`; returns whether there was one.
    @discardableResult
    func chooseItem(at point: CGPoint) -> Bool {
        highlightItem(at: nil)
        guard let view = itemView(at: point), view.isEnabled else { return false }
        onChoose?(view.item)
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightItem(at: touches.first?.location(in: self))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightItem(at: touches.first?.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        chooseItem(at: point)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlightItem(at: nil)
    }
}
