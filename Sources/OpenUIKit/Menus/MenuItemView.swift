import Foundation

/// One element of a shown menu: a full-width row (an image or checkmark in the leading
/// column, the title over an optional subtitle, a chevron for a submenu) or a cell of a
/// side-by-side strip (the image, over the title at the medium size).
@MainActor
final class MenuItemView: UIView {
    let item: MenuSection.Item
    let isStripCell: Bool
    private let highlight = UIView()
    private let leadingImage = TemplateImageView(frame: .zero)
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let chevron = TemplateImageView(frame: .zero)
    private let hasLeadingColumn: Bool

    init(item: MenuSection.Item, layout: MenuSection.Layout, hasLeadingColumn: Bool) {
        self.item = item
        isStripCell = layout != .rows
        self.hasLeadingColumn = hasLeadingColumn
        super.init(frame: .zero)
        highlight.backgroundColor = .systemFill
        highlight.isHidden = true
        highlight.isUserInteractionEnabled = false
        titleLabel.font = .preferredFont(forTextStyle: isStripCell ? .caption1 : .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.lineBreakMode = .byTruncatingTail
        titleLabel.textAlignment = isStripCell ? .center : .natural
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.lineBreakMode = .byTruncatingTail
        for view in [highlight, leadingImage, titleLabel, subtitleLabel, chevron] as [UIView] { addSubview(view) }
        if case .strip(.small) = layout { titleLabel.isHidden = true }
        configure()
    }

    required convenience init?(coder: NSCoder) { nil }

    var isEnabled: Bool {
        switch item {
        case .action(let action): !action.attributes.contains(.disabled)
        case .submenu, .back: true
        case .loading: false
        }
    }

    var isHighlighted = false {
        didSet { highlight.isHidden = !(isHighlighted && isEnabled) }
    }

    /// Takes the element's title, images, state and attributes.
    func configure() {
        let content = Self.content(of: item)
        titleLabel.text = content.title
        titleLabel.font = .preferredFont(forTextStyle: isStripCell ? .caption1 : (content.isBack ? .headline : .body))
        subtitleLabel.text = content.subtitle
        subtitleLabel.isHidden = content.subtitle == nil || isStripCell
        leadingImage.image = content.leadingImage
        leadingImage.isHidden = content.leadingImage == nil || (!hasLeadingColumn && !isStripCell)
        chevron.image = content.isSubmenu ? UIImage(systemName: "chevron.right") : nil
        chevron.isHidden = !content.isSubmenu
        let color: UIColor = !isEnabled ? .tertiaryLabel : content.isDestructive ? .systemRed : .label
        titleLabel.textColor = color
        leadingImage.tintColor = color
        chevron.tintColor = .secondaryLabel
        accessibilityLabel = content.title
        accessibilityValue = content.subtitle
        var traits: UIAccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if case .action(let action) = item, action.state == .on { traits.insert(.selected) }
        accessibilityTraits = traits
        isAccessibilityElement = true
        setNeedsLayout()
    }

    private struct Content {
        var title = ""
        var subtitle: String?
        var leadingImage: UIImage?
        var isDestructive = false
        var isSubmenu = false
        var isBack = false
    }

    private static func content(of item: MenuSection.Item) -> Content {
        switch item {
        case .action(let action):
            let mark: UIImage? = switch action.state {
            case .on: UIImage(systemName: "checkmark")
            case .mixed: UIImage(systemName: "minus")
            case .off: action.image
            }
            return Content(title: action.title, subtitle: action.subtitle, leadingImage: mark,
                           isDestructive: action.attributes.contains(.destructive))
        case .submenu(let menu):
            return Content(title: menu.title, subtitle: menu.subtitle, leadingImage: menu.image,
                           isDestructive: menu.options.contains(.destructive), isSubmenu: true)
        case .back(let menu):
            return Content(title: menu.title, leadingImage: UIImage(systemName: "chevron.left"), isBack: true)
        case .loading:
            return Content(title: "Loading…")
        }
    }

    // MARK: Metrics

    /// Rows hold Dynamic Type: at least 42 points, taller for larger text and subtitles.
    var fittingHeight: CGFloat {
        if isStripCell { return titleLabel.isHidden ? MenuMetrics.smallCellHeight : MenuMetrics.mediumCellHeight }
        let title = ceil(titleLabel.font.lineHeight)
        let subtitle = subtitleLabel.isHidden ? 0 : ceil(subtitleLabel.font.lineHeight) + 1
        return max(MenuMetrics.rowHeight, title + subtitle + 2 * MenuMetrics.rowTextInset)
    }

    /// The width the row's text and images need.
    var fittingWidth: CGFloat {
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let text = max(titleLabel.sizeThatFits(unbounded).width, subtitleLabel.isHidden ? 0 : subtitleLabel.sizeThatFits(unbounded).width)
        let leading = hasLeadingColumn ? MenuMetrics.textInsetAfterColumn : MenuMetrics.horizontalInset
        let trailing = MenuMetrics.horizontalInset + (chevron.isHidden ? 0 : MenuMetrics.imageSide + 8)
        return ceil(leading + text + trailing)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlight.frame = bounds.insetBy(dx: isStripCell ? 4 : MenuMetrics.highlightInset, dy: isStripCell ? 4 : 1)
        highlight.layer.cornerRadius = min(highlight.bounds.height / 2, 14)
        highlight.layer.cornerCurve = .continuous
        isStripCell ? layoutStripCell() : layoutRow()
    }

    private func layoutRow() {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func flipped(_ rect: CGRect) -> CGRect { rtl ? CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect }
        let side = MenuMetrics.imageSide
        leadingImage.frame = flipped(CGRect(x: MenuMetrics.columnCentre - side / 2, y: (bounds.height - side) / 2, width: side, height: side))
        chevron.frame = flipped(CGRect(x: bounds.width - MenuMetrics.horizontalInset - 12, y: (bounds.height - 14) / 2, width: 12, height: 14))
        let textX = hasLeadingColumn ? MenuMetrics.textInsetAfterColumn : MenuMetrics.horizontalInset
        let textWidth = max(0, bounds.width - textX - MenuMetrics.horizontalInset - (chevron.isHidden ? 0 : 20))
        let titleHeight = ceil(titleLabel.font.lineHeight)
        let subtitleHeight = subtitleLabel.isHidden ? 0 : ceil(subtitleLabel.font.lineHeight) + 1
        let top = (bounds.height - titleHeight - subtitleHeight) / 2
        titleLabel.textAlignment = rtl ? .right : .left
        subtitleLabel.textAlignment = titleLabel.textAlignment
        titleLabel.frame = flipped(CGRect(x: textX, y: top, width: textWidth, height: titleHeight))
        subtitleLabel.frame = flipped(CGRect(x: textX, y: top + titleHeight + 1, width: textWidth, height: subtitleHeight))
    }

    private func layoutStripCell() {
        let side = MenuMetrics.imageSide + 2
        let titleHeight = titleLabel.isHidden ? 0 : ceil(titleLabel.font.lineHeight)
        let top = (bounds.height - side - (titleHeight > 0 ? titleHeight + 4 : 0)) / 2
        leadingImage.frame = CGRect(x: (bounds.width - side) / 2, y: top, width: side, height: side)
        titleLabel.frame = CGRect(x: 4, y: top + side + 4, width: max(0, bounds.width - 8), height: titleHeight)
    }
}
