import Foundation

/// A collection view's cell: a content view for what it shows, a background, and the
/// selected and highlighted states, configured with content and background
/// configurations.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
///     cell.configurationUpdateHandler = { cell, state in
///         var content = UIListContentConfiguration.cell().updated(for: state)
///         content.text = item.title          // an @Observable model: tracked
///         cell.contentConfiguration = content
///     }
/// }
/// ```
///
/// `updateConfiguration(using:)` and `configurationUpdateHandler` run in the cell's
/// properties step with Observation tracking: a change to a model they read runs them
/// again, for that cell only, while it is on screen. A cell that scrolls away or is
/// reused for another item stops depending on what it read before.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The type of the configuration update handler.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

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

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { configurationStateDidChange() } }
    }
    /// Whether the cell is highlighted (touched); the collection view sets it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { configurationStateDidChange() } }
    }

    /// What the cell shows; setting it installs the configuration's view in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The cell's background; setting it replaces the default.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            hasCustomBackgroundConfiguration = backgroundConfiguration != nil
            applyBackgroundConfiguration()
        }
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

    /// The collection view showing the cell (set while it is in use).
    weak var owningCollectionView: UICollectionView?
    /// The configuration's view, inside `contentView`.
    private(set) var configuredContentView: (any UIView & UIContentView)?
    /// The view drawing `backgroundConfiguration`.
    let configuredBackground = ConfiguredBackgroundView()
    var hasCustomBackgroundConfiguration = false
    private var isApplyingStateUpdate = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configuredBackground.frame = bounds
        configuredBackground.isUserInteractionEnabled = false
        addSubview(configuredBackground)
        contentView.frame = bounds
        addSubview(contentView)
        setNeedsUpdateConfiguration()
    }

    // MARK: Configuration state

    /// The cell's current state: traits, selection, highlight, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = owningCollectionView?.isEditing ?? false
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

    /// The background for the cell's kind when none is set: clear for plain cells.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    open override func updateProperties() {
        super.updateProperties()
        let state = configurationState
        isApplyingStateUpdate = true
        defer { isApplyingStateUpdate = false }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        contentMayHaveResized()
    }

    /// A self-sizing layout measures the cell again after its content changed (its
    /// configuration, or a view inside whose intrinsic size changed).
    func contentMayHaveResized() {
        guard appliedAttributes?.sizesItself == true, !needsSizing, let owningCollectionView, !isHidden else { return }
        needsSizing = true
        if !owningCollectionView.isLayingOutVisibleElements { owningCollectionView.setNeedsLayout() }
    }

    private func configurationStateDidChange() {
        setNeedsUpdateConfiguration()
        updateSelectedBackground()
    }

    // MARK: Content

    private func applyContentConfiguration() {
        guard let contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        // Inside an update the handler set the configuration for the state already.
        let shown = automaticallyUpdatesContentConfiguration && !isApplyingStateUpdate ? contentConfiguration.updated(for: configurationState) : contentConfiguration
        installContentConfiguration(shown)
    }

    private func installContentConfiguration(_ configuration: any UIContentConfiguration) {
        configuredContentView = contentView.showContentConfiguration(configuration, replacing: configuredContentView)
    }

    override var sizingRoot: UIView { contentView }

    // MARK: Background

    func applyBackgroundConfiguration(for state: UICellConfigurationState? = nil) {
        let base = backgroundConfiguration ?? defaultBackgroundConfiguration()
        let shown = automaticallyUpdatesBackgroundConfiguration ? base.updated(for: state ?? configurationState) : base
        configuredBackground.configuration = shown
        configuredBackground.isHidden = backgroundView != nil
    }

    private func replaceDecorationView(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        replaceCellDecoration(old, with: new, below: anchor)
        configuredBackground.isHidden = backgroundView != nil
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        // At the origin whatever the bounds' origin, which a swipe moves.
        let box = CGRect(origin: .zero, size: bounds.size)
        configuredBackground.frame = box
        contentView.frame = contentFrame(in: box)
    }

    /// Where the content view goes (list cells leave room for accessories).
    func contentFrame(in bounds: CGRect) -> CGRect { bounds }

    override func contentWidth(forWidth width: CGFloat) -> CGFloat {
        contentFrame(in: CGRect(x: 0, y: 0, width: width, height: bounds.height)).width
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        configuredBackground.listDecoration = layoutAttributes.listDecoration
    }
}
