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
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading to trailing.
    open var accessories: [UICellAccessory] = [] {
        didSet { chrome.setAccessories(accessories, in: self, editing: isListEditing) }
    }
    /// How many levels the content is indented.
    open var indentationLevel: Int {
        get { chrome.indentationLevel }
        set { chrome.indentationLevel = newValue; setNeedsLayout() }
    }
    /// How far each level indents.
    open var indentationWidth: CGFloat {
        get { chrome.indentationWidth }
        set { chrome.indentationWidth = newValue; setNeedsLayout() }
    }
    /// Whether the separator indents with the content.
    open var indentsAccessories = true

    private let chrome = CellChrome()
    private var listDecoration = ListDecoration()
    private var isListEditing: Bool { owningCollectionView?.isEditing ?? false }

    // MARK: Accessibility (UIKit's: the cell reads as one element of its labels)

    override var defaultIsAccessibilityElement: Bool { CellAccessibilitySummary(cell: self).isElement }
    override var defaultAccessibilityLabel: String? { CellAccessibilitySummary(cell: self).label }
    override var defaultAccessibilityValue: String? { CellAccessibilitySummary(cell: self).value }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }
    override var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? {
        owningCollectionView?.swipeAccessibilityActions(for: self)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(chrome.separator)
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
        chrome.separator.isHidden = !listDecoration.showsBottomSeparator
        if chrome.separator.backgroundColor != listDecoration.separatorColor { chrome.separator.backgroundColor = listDecoration.separatorColor }
        if appearanceChanged, !hasCustomBackgroundConfiguration { applyBackgroundConfiguration() }
        setNeedsLayout()
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        chrome.updateVisibility(editing: state.isEditing)
    }

    // MARK: Layout

    override func contentFrame(in bounds: CGRect) -> CGRect {
        chrome.contentFrame(in: bounds, of: self, editing: isListEditing)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        chrome.layoutAccessories(in: self, editing: isListEditing)
        chrome.layoutSeparator(in: self, leading: chrome.textLeadingEdge(of: self, contentView: contentView, configuredContent: configuredContentView))
    }
}
