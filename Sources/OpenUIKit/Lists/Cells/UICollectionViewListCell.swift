import Foundation

/// A cell for list layouts: list content, accessories at the trailing edge, a separator
/// under the text, the list's background (with an inset-grouped section's rounded
/// corners) and indentation.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Setting> { cell, _, setting in
///     var content = cell.defaultContentConfiguration()
///     content.text = setting.title
///     content.secondaryText = setting.value
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading to trailing.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// How many levels the content is indented.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// How far each level indents.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the separator indents with the content.
    open var indentsAccessories = true

    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    private let separator = UIView()
    private var listDecoration = ListDecoration()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separator.isUserInteractionEnabled = false
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
    }

    /// List content for a cell of this list's kind.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        listDecoration.appearance == .sidebar || listDecoration.appearance == .sidebarPlain ? .sidebarCell() : .cell()
    }

    /// The list's background for its appearance: plain, grouped or sidebar.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if appliedAttributes?.representedElementCategory == .supplementaryView {
            return listDecoration.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        }
        switch listDecoration.appearance {
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        case .plain, nil: return .listPlainCell()
        }
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let appearanceChanged = layoutAttributes.listDecoration.appearance != listDecoration.appearance
        listDecoration = layoutAttributes.listDecoration
        separator.isHidden = !listDecoration.showsBottomSeparator
        if appearanceChanged, !hasCustomBackgroundConfiguration { applyBackgroundConfiguration() }
        setNeedsLayout()
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        for (accessory, view) in accessoryViews { view.isHidden = !accessory.isShown(editing: state.isEditing) }
    }

    // MARK: Accessories

    private func rebuildAccessories() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { ($0, makeView(for: $0)) }
        let editing = owningCollectionView?.isEditing ?? false
        for (accessory, view) in accessoryViews {
            view.isHidden = !accessory.isShown(editing: editing)
            addSubview(view)
        }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator:
            return symbolView("chevron.right", size: CGSize(width: 12, height: 17), tint: accessory.tintColor ?? .tertiaryLabel)
        case .checkmark:
            return symbolView("checkmark", size: CGSize(width: 15, height: 15), tint: accessory.tintColor)
        case .detail(let handler):
            let button = UIButton(type: .detailDisclosure)
            if let handler { button.addAction(UIAction { _ in handler() }, for: .primaryActionTriggered) }
            if let tint = accessory.tintColor { button.tintColor = tint }
            button.frame.size = CGSize(width: 22, height: 22)
            return button
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .custom(let view, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        }
    }

    private func symbolView(_ name: String, size: CGSize, tint: UIColor?) -> UIView {
        let view = TemplateImageView(frame: CGRect(origin: .zero, size: size))
        view.image = UIImage(systemName: name)
        view.tintColor = tint
        view.isUserInteractionEnabled = false
        return view
    }

    /// The width an accessory takes.
    private func width(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .custom(let width): max(width, view.frame.width)
        case .standard: max(view.frame.width, 25)
        case .actual: view.frame.width
        }
    }

    // MARK: Layout

    private static let accessorySpacing: CGFloat = 12
    private var trailingMargin: CGFloat { max(16, directionalLayoutMargins.trailing) }
    private var leadingMargin: CGFloat { max(16, directionalLayoutMargins.leading) }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        let editing = owningCollectionView?.isEditing ?? false
        var trailing: CGFloat = 0, leading = CGFloat(indentationLevel) * indentationWidth
        for (accessory, view) in accessoryViews where accessory.isShown(editing: editing) {
            let room = width(of: accessory, view: view) + Self.accessorySpacing
            if accessory.isLeading { leading += room } else { trailing += room }
        }
        if trailing > 0 { trailing += trailingMargin - Self.accessorySpacing }
        if leading > CGFloat(indentationLevel) * indentationWidth { leading += leadingMargin - Self.accessorySpacing }
        let frame = CGRect(x: bounds.minX + leading, y: bounds.minY, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        return isRightToLeft ? CGRect(x: bounds.maxX - frame.maxX + bounds.minX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
        layoutSeparator()
    }

    private func layoutAccessories() {
        let editing = owningCollectionView?.isEditing ?? false
        var trailingEdge = bounds.width - trailingMargin
        var leadingEdge = CGFloat(indentationLevel) * indentationWidth + leadingMargin
        for (accessory, view) in accessoryViews.reversed() where accessory.isShown(editing: editing) && !accessory.isLeading {
            let room = width(of: accessory, view: view)
            place(view, x: trailingEdge - room + (room - view.frame.width) / 2)
            trailingEdge -= room + Self.accessorySpacing
        }
        for (accessory, view) in accessoryViews where accessory.isShown(editing: editing) && accessory.isLeading {
            let room = width(of: accessory, view: view)
            place(view, x: leadingEdge + (room - view.frame.width) / 2)
            leadingEdge += room + Self.accessorySpacing
        }
    }

    private func place(_ view: UIView, x: CGFloat) {
        let size = view.frame.size
        let left = isRightToLeft ? bounds.width - x - size.width : x
        view.frame = CGRect(x: left, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    private func layoutSeparator() {
        let scale = max(1, traitCollection.displayScale)
        let thickness = 1 / scale
        var leading = contentView.frame.minX
        if let listContent = configuredContentView as? UIListContentView {
            leading = (isRightToLeft ? bounds.width - contentView.frame.maxX : contentView.frame.minX) + listContent.textLeadingEdge
        } else {
            leading += leadingMargin
        }
        let width = max(0, bounds.width - leading)
        separator.frame = CGRect(x: isRightToLeft ? 0 : leading, y: bounds.height - thickness, width: width, height: thickness)
        bringSubviewToFront(separator)
    }
}
