import Foundation

/// A table section's header or footer: a content view, a background, and the
/// configurations a list header uses. Table views reuse them as sections scroll.
///
/// ```swift
/// tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
/// // in tableView(_:viewForHeaderInSection:)
/// let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
/// var content = header?.defaultContentConfiguration()
/// content?.text = "Favourites"
/// header?.contentConfiguration = content
/// ```
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The type of the configuration update handler.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The view to add content to; a content configuration's view goes in it.
    public let contentView = UIView()
    /// A view behind the content (replaces the background configuration's).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, belowSubview: contentView) }
            configuredBackground.isHidden = backgroundView != nil
            setNeedsLayout()
        }
    }
    /// What the view shows.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { installContentConfiguration() }
    }
    /// The view's background (`nil`: the table style's).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration() }
    }
    /// Whether the content configuration follows state changes through `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows state changes through `updated(for:)`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after `updateConfiguration(using:)`; reads of `@Observable` models in it are tracked.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The style of the table showing the view, for the default configurations.
    var tableStyle: UITableView.Style = .plain {
        didSet { if tableStyle != oldValue { applyBackgroundConfiguration() } }
    }
    /// Whether the view is a footer (footers use the footer look).
    var isFooter = false
    /// Whether the view is pinned to the visible bounds (plain tables).
    var isPinned = false {
        didSet { if isPinned != oldValue { setNeedsUpdateConfiguration() } }
    }
    private var configuredContentView: (any UIView & UIContentView)?
    private let configuredBackground = ConfiguredBackgroundView()

    /// A header or footer view dequeued with `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        configuredBackground.isUserInteractionEnabled = false
        addSubview(configuredBackground)
        addSubview(contentView)
        applyBackgroundConfiguration()
    }

    /// A view without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view without a reuse identifier: how the table view makes registered classes.
    /// It calls `init(reuseIdentifier:)`, so subclasses that override it are made through it.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    /// Called before the table view hands the view out again.
    open func prepareForReuse() {}

    /// List content in the header (or footer) look of the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// The view's state: traits and whether it is pinned.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isPinned = isPinned
        return state
    }

    /// Asks for `updateConfiguration(using:)` and the handler in the next update pass.
    public func setNeedsUpdateConfiguration() { setNeedsUpdateProperties() }

    /// Updates the configurations for `state`. Call `super` when overriding.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        if automaticallyUpdatesContentConfiguration, contentConfiguration != nil { installContentConfiguration(for: state) }
        if automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration(for: state) }
    }

    open override func updateProperties() {
        super.updateProperties()
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    private func installContentConfiguration(for state: UIViewConfigurationState? = nil) {
        guard let contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? contentConfiguration.updated(for: state ?? configurationState) : contentConfiguration
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
    }

    private func applyBackgroundConfiguration(for state: UIViewConfigurationState? = nil) {
        let base = backgroundConfiguration ?? (tableStyle == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter())
        configuredBackground.configuration = automaticallyUpdatesBackgroundConfiguration ? base.updated(for: state ?? configurationState) : base
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        configuredBackground.frame = bounds
        backgroundView?.frame = bounds
        contentView.frame = bounds
    }

    /// The height the content needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        contentView.contentFittingHeight(forWidth: width, fallback: frame.height)
    }
}
