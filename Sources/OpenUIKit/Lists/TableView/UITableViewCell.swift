import Foundation

/// A row of a table view: a content view for what it shows, an accessory at the trailing
/// edge, a background for the table's style, a separator, and the selected and
/// highlighted states.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = setting.title
/// content.secondaryText = setting.value
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// Content configurations are the modern way; the older `textLabel`, `detailTextLabel`
/// and `imageView` work too, laid out for the cell's `CellStyle`, as long as no content
/// configuration is set. `updateConfiguration(using:)` and `configurationUpdateHandler`
/// run in the cell's properties step with Observation tracking, as a collection view
/// cell's do.
///
/// Differs from UIKit: editing controls (delete and insert buttons, the reorder control)
/// and swipe actions are not drawn yet.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layout of the older `textLabel`/`detailTextLabel`/`imageView` properties.
    public enum CellStyle: Int, Sendable {
        /// An image and one text.
        case `default`
        /// Text at the leading edge, detail text at the trailing edge.
        case value1
        /// A small tinted text in a column, detail text after it.
        case value2
        /// Text with a smaller detail text under it.
        case subtitle
    }

    /// How the cell looks while selected.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The type of the configuration update handler.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the cell was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view to add content to; a content configuration's view goes in it.
    public let contentView = UIView()

    /// A view behind the content (replaces the background configuration's).
    open var backgroundView: UIView? {
        didSet { replaceDecorationView(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView) }
    }
    /// A view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replaceDecorationView(oldValue, with: selectedBackgroundView, below: contentView)
            updateSelectedBackground()
        }
    }

    /// What the cell shows; setting it installs the configuration's view in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The cell's background; setting it replaces the table style's default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    /// Whether the content configuration follows state changes through `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows state changes through `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)` with the cell's state; reads of
    /// `@Observable` models in it are tracked.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// How the cell looks while selected (`.none`: no highlight).
    open var selectionStyle: SelectionStyle = .default {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The standard accessory.
    open var accessoryType: AccessoryType = .none {
        didSet { rebuildAccessories() }
    }
    /// A view of the app's own in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet { rebuildAccessories() }
    }
    /// Where the separator starts and ends (`left` and `right`). Until it is set (here or
    /// on the table view) the separator starts under the text, and this reads that inset.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? UIEdgeInsets(top: 0, left: separatorLeading, bottom: 0, right: 0) }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
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

    /// The table view showing the cell (set while it is in use).
    weak var owningTableView: UITableView?
    /// The list geometry the table gives this row: rounded corners, separator, style.
    var listDecoration = ListDecoration() {
        didSet {
            guard listDecoration != oldValue else { return }
            configuredBackground.listDecoration = listDecoration
            if listDecoration.appearance != oldValue.appearance { applyBackgroundConfiguration() }
            tableStyleDidChange()
        }
    }
    /// Whether the table must measure the cell again (new, or its content changed).
    var needsSizing = false
    /// Whether the table sizes this row from its content.
    var sizesItself = false

    private(set) var configuredContentView: (any UIView & UIContentView)?
    private let configuredBackground = ConfiguredBackgroundView()
    private let chrome = CellChrome()
    private var storedSelected = false
    private var storedHighlighted = false
    private var storedEditing = false
    private var isApplyingStateUpdate = false
    private var legacy: LegacyCellViews?
    private var customSeparatorInset: UIEdgeInsets?

    /// A cell of `style`, dequeued with `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configuredBackground.frame = bounds
        configuredBackground.isUserInteractionEnabled = false
        addSubview(configuredBackground)
        contentView.frame = bounds
        addSubview(contentView)
        addSubview(chrome.separator)
        applyBackgroundConfiguration()
        setNeedsUpdateConfiguration()
    }

    /// A cell of the default style.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A default-style cell: how the table view makes registered classes (Swift can only
    /// call a required initializer on a class value). It calls `init(style:reuseIdentifier:)`,
    /// so subclasses that override that initializer are made through it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Called before the table view hands the cell out again; reset what a configuration set.
    open func prepareForReuse() {}

    // MARK: State

    // MARK: Accessibility (UIKit's: the cell reads as one element of its labels)

    override var defaultIsAccessibilityElement: Bool { CellAccessibilitySummary(cell: self).isElement }
    override var defaultAccessibilityLabel: String? { CellAccessibilitySummary(cell: self).label }
    override var defaultAccessibilityValue: String? { CellAccessibilitySummary(cell: self).value }
    override var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? {
        owningTableView?.swipeAccessibilityActions(for: self)
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : .none }

    /// Whether the cell is selected; the table view sets it.
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (touched); the table view sets it.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Selects or deselects the cell; override to change the look (call `super`).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        configurationStateDidChange()
    }

    /// Highlights or unhighlights the cell; override to change the look (call `super`).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        configurationStateDidChange()
    }

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        chrome.updateVisibility(editing: editing)
        configurationStateDidChange()
        setNeedsLayout()
    }

    /// The cell's current state: traits, selection, highlight, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` and the handler in the next update pass.
    public func setNeedsUpdateConfiguration() { setNeedsUpdateProperties() }

    /// Updates the configurations for `state`; the default applies `updated(for:)` to
    /// both when the cell updates them automatically. Call `super` when overriding.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let contentConfiguration {
            installContentConfiguration(contentConfiguration.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration(for: state) }
    }

    open override func updateProperties() {
        super.updateProperties()
        let state = configurationState
        isApplyingStateUpdate = true
        defer { isApplyingStateUpdate = false }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        contentMayHaveResized()
    }

    private func configurationStateDidChange() {
        setNeedsUpdateConfiguration()
        updateSelectedBackground()
    }

    /// A self-sizing table measures the row again after its content changed.
    func contentMayHaveResized() {
        guard sizesItself, !needsSizing, let owningTableView, !isHidden else { return }
        needsSizing = true
        owningTableView.setNeedsLayout()
    }

    // MARK: Content

    /// List content for a cell of the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2: .valueCell()
        }
    }

    private func applyContentConfiguration() {
        guard let contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            legacy?.setHidden(false)
            return
        }
        legacy?.setHidden(true)
        // Inside an update the handler set the configuration for the state already.
        let shown = automaticallyUpdatesContentConfiguration && !isApplyingStateUpdate ? contentConfiguration.updated(for: configurationState) : contentConfiguration
        installContentConfiguration(shown)
    }

    private func installContentConfiguration(_ configuration: any UIContentConfiguration) {
        configuredContentView = contentView.showContentConfiguration(configuration, replacing: configuredContentView)
        contentMayHaveResized()
    }

    /// The label for the cell's text (the older way; content configurations replace it).
    open var textLabel: UILabel? { legacyViews.textLabel }
    /// The label for the detail text, in styles that have one (`nil` for `.default`).
    open var detailTextLabel: UILabel? { style == .default ? nil : legacyViews.detailTextLabel }
    /// The image at the leading edge, in styles that have one (`nil` for `.value2`).
    open var imageView: UIImageView? { style == .value2 ? nil : legacyViews.imageView }

    private var legacyViews: LegacyCellViews {
        if let legacy { return legacy }
        let views = LegacyCellViews(style: style, in: contentView)
        views.setHidden(contentConfiguration != nil)
        legacy = views
        setNeedsLayout()
        return views
    }

    // MARK: Background

    /// The background for the table's style: plain, grouped or inset grouped.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch listDecoration.appearance {
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar, .sidebarPlain: .listSidebarCell()
        case .plain, nil: .listPlainCell()
        }
    }

    private func applyBackgroundConfiguration(for state: UICellConfigurationState? = nil) {
        let base = backgroundConfiguration ?? defaultBackgroundConfiguration()
        var backgroundState = state ?? configurationState
        if selectionStyle == .none {
            backgroundState.isSelected = false
            backgroundState.isHighlighted = false
        }
        configuredBackground.configuration = automaticallyUpdatesBackgroundConfiguration ? base.updated(for: backgroundState) : base
        configuredBackground.isHidden = backgroundView != nil
    }

    private func replaceDecorationView(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        replaceCellDecoration(old, with: new, below: anchor)
        configuredBackground.isHidden = backgroundView != nil
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) || selectionStyle == .none
    }

    // MARK: Accessories

    private func rebuildAccessories() {
        chrome.setAccessories(accessories, in: self, editing: isEditing)
        contentMayHaveResized()
    }

    /// The standard accessory type or the custom view, as list cell accessories.
    private var accessories: [UICellAccessory] {
        if let accessoryView {
            accessoryView.frame.size = accessoryView.frame.size == .zero ? accessoryView.sizeThatFits(.zero) : accessoryView.frame.size
            return [.customView(configuration: .init(customView: accessoryView, placement: .trailing()))]
        }
        let detail = UICellAccessory.detail { [weak self] in self?.detailButtonTapped() }
        switch accessoryType {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator()]
        case .checkmark: return [.checkmark()]
        case .detailButton: return [detail]
        case .detailDisclosureButton: return [detail, .disclosureIndicator()]
        }
    }

    private func detailButtonTapped() {
        guard let owningTableView, let indexPath = owningTableView.indexPath(for: self) else { return }
        owningTableView.tableDelegate?.tableView(owningTableView, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: Layout

    /// Shows or hides the separator and lays it out again after the table's separator
    /// settings or the row's place changed.
    func tableStyleDidChange() {
        chrome.separator.isHidden = !listDecoration.showsBottomSeparator || owningTableView?.separatorStyle == UITableView.SeparatorStyle.none
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // At the origin whatever the bounds' origin, which a swipe moves.
        let box = CGRect(origin: .zero, size: bounds.size)
        configuredBackground.frame = box
        contentView.frame = chrome.contentFrame(in: box, of: self, editing: isEditing)
        legacy?.layout(in: contentView.bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        chrome.layoutAccessories(in: self, editing: isEditing)
        layoutSeparator()
    }

    private func layoutSeparator() {
        let trailing = customSeparatorInset?.right ?? owningTableView?.customSeparatorInset?.right ?? 0
        chrome.layoutSeparator(in: self, leading: separatorLeading, trailingInset: max(0, trailing))
        chrome.separator.backgroundColor = owningTableView?.separatorColor ?? .separator
    }

    /// Where the separator starts: the inset set on the cell or the table, else under the text.
    private var separatorLeading: CGFloat {
        if let inset = customSeparatorInset ?? owningTableView?.customSeparatorInset { return max(0, inset.left) }
        if let legacy, contentConfiguration == nil { return contentView.frame.minX + legacy.textLeadingEdge }
        return chrome.textLeadingEdge(of: self, contentView: contentView, configuredContent: configuredContentView)
    }

    /// The height the row's content needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let contentWidth = chrome.contentFrame(in: CGRect(x: 0, y: 0, width: width, height: bounds.height), of: self, editing: isEditing).width
        if let legacy, contentConfiguration == nil { return legacy.fittingHeight(forWidth: contentWidth) }
        return contentView.contentFittingHeight(forWidth: contentWidth, fallback: 44)
    }
}
