import Foundation

/// A button drawn from a `UIButton.Configuration`, including the Liquid Glass styles.
///
/// ```swift
/// var rate = UIButton.Configuration.prominentGlass()
/// rate.title = "Rate Film"
/// let button = UIButton(configuration: rate)
/// button.configurationUpdateHandler = { button in
///     button.configuration?.title = model.isRated ? "Rated" : "Rate Film"   // tracked
/// }
/// ```
///
/// `configurationUpdateHandler` and `updateConfiguration()` run in the properties step of
/// the update pass, with Observation tracking: a change to a model they read runs them
/// again, and nothing else. Glass styles render interactive glass; `isHighlighted` presses
/// it from the touch point.
///
/// Buttons without a configuration use UIKit's classic per-state API:
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Pay", for: .normal)
/// button.setTitle("Paid", for: .selected)
/// button.setTitleColor(.systemGreen, for: .selected)
/// ```
///
/// Differences from UIKit: `imageView` is not available (images are drawn by an internal
/// template view); the info and close button types draw OpenUIKit's own symbols.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// What the button shows; setting it re-renders the button.
    open var configuration: Configuration? {
        didSet {
            applyConfiguration()
            if !isRunningConfigurationUpdate { setNeedsUpdateConfiguration() }
        }
    }

    /// Called to update `configuration` for the current state; reads of `@Observable`
    /// models in it are tracked.
    open var configurationUpdateHandler: ((UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The menu the button shows: on a touch when `showsMenuAsPrimaryAction` or
    /// `changesSelectionAsPrimaryAction` is set, otherwise on a long press. It grows out of
    /// the button on Liquid Glass.
    open var menu: UIMenu? {
        didSet { menuDidChange() }
    }

    /// Makes the button a pop-up button: a touch shows its menu, the chosen action turns on
    /// (and every other off), and the button's title shows the action that is on.
    open var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }

    /// A single tap on the button is the button's: single-tap recognizers on its ancestors
    /// do not recognize it, as in UIKit.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self, isEnabled,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override var presentableMenu: UIMenu? { menu }
    override var menuSelectsAcrossMenu: Bool { changesSelectionAsPrimaryAction }
    override var showsMenuOnTouch: Bool { showsMenuAsPrimaryAction || changesSelectionAsPrimaryAction }
    override func menuDidChoose(_ action: UIAction) {
        if changesSelectionAsPrimaryAction { applyConfiguration() }
    }

    /// The label showing the configuration's title.
    /// Whether the pointer (a mouse or touchpad) highlights the button; off by default, as
    /// in UIKit. See `UIButton+Pointer.swift`.
    open var isPointerInteractionEnabled = false {
        didSet { if oldValue != isPointerInteractionEnabled { updatePointerInteraction() } }
    }
    /// Makes the button's pointer style from the effect and shape UIKit proposes.
    open var pointerStyleProvider: PointerStyleProvider?
    var pointerStyler: ButtonPointerStyler?

    public var titleLabel: UILabel? { title }
    /// The label showing the configuration's subtitle, below the title.
    public var subtitleLabel: UILabel? { subtitle }

    private let glass = UIVisualEffectView(effect: nil)
    private let solid = UIView(frame: .zero)
    private let title = UILabel()
    private let subtitle = UILabel()
    private let symbol = TemplateImageView(frame: .zero)
    private var isRunningConfigurationUpdate = false
    /// The classic per-state titles, colours and images (see `UIButton+StateLooks.swift`).
    var stateLooks = StateLooks()
    /// The type `init(type:)` made the button with.
    private var storedType: ButtonType = .custom

    /// The kind of button: `.custom` unless made with `init(type:)`.
    open var buttonType: ButtonType { storedType }

    /// A button of a standard type with no configuration: `.system` buttons show tinted
    /// titles that fade while pressed; `.contactAdd`, `.detailDisclosure`, `.infoLight`,
    /// `.infoDark` and `.close` show their symbol.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedType = buttonType
        applyConfiguration()
    }

    // MARK: Accessibility (UIKit's defaults for buttons)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        currentTitle ?? configuration?.title ?? (currentImage ?? configuration?.image)?.spokenSymbolName
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(solid)
        addSubview(glass)
        title.font = .preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        title.textAlignment = .center
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.adjustsFontForContentSizeCategory = true
        subtitle.textAlignment = .center
        applyConfiguration()
    }

    /// A button with a configuration.
    public convenience init(configuration: Configuration) {
        self.init(frame: .zero)
        self.configuration = configuration
        applyConfiguration()
    }

    /// A button with a configuration that performs `primaryAction` when tapped; the
    /// action's title and image fill in what the configuration leaves empty.
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.init(configuration: configuration)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A plain button that performs `primaryAction`, showing its title and image.
    public convenience init(primaryAction: UIAction?) {
        self.init(configuration: .plain(), primaryAction: primaryAction)
    }

    /// Asks for `updateConfiguration()` and the handler to run in the next update pass.
    public func setNeedsUpdateConfiguration() { setNeedsUpdateProperties() }

    /// Override to change `configuration` for the current state; call `super`.
    open func updateConfiguration() {}

    open override func updateProperties() {
        super.updateProperties()
        isRunningConfigurationUpdate = true
        defer { isRunningConfigurationUpdate = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    override func stateDidChange() {
        setNeedsUpdateConfiguration()
        applyConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyConfiguration()
    }

    // MARK: Rendering the configuration

    func applyConfiguration() {
        let c = effectiveConfiguration
        let content: UIView = (glass.effect != nil || isGlass(c)) ? glass.contentView : self
        switch c.material {
        case .glass(let style, let prominent):
            let effect = UIGlassEffect(style: style)
            effect.isInteractive = true
            if prominent { effect.tintColor = c.baseBackgroundColor ?? tintColor }
            glass.effect = effect
            glass.isHidden = false
            solid.isHidden = true
        case .solid:
            glass.effect = nil
            glass.isHidden = true
            solid.isHidden = false
            solid.backgroundColor = (c.baseBackgroundColor ?? tintColor).withAlphaComponent(c.backgroundOpacity * (c.baseBackgroundColor?.alphaComponent ?? 1))
        case .none:
            glass.effect = nil
            glass.isHidden = true
            solid.isHidden = true
        }
        for part in [title, subtitle, symbol] as [UIView] where part.superview !== content { content.addSubview(part) }
        let foreground = c.baseForegroundColor ?? defaultForeground(c)
        let hasSubtitle = !(c.subtitle?.isEmpty ?? true)
        // As in UIKit, a title over a subtitle is set in the headline style.
        title.font = configuration == nil ? Self.classicTitleFont : .preferredFont(forTextStyle: hasSubtitle ? .headline : .body)
        title.text = c.title
        title.isHidden = c.title?.isEmpty ?? true
        // Classic looks say their colour per state; configurations dim when disabled.
        title.textColor = isEnabled || configuration == nil ? foreground : foreground.withAlphaComponent(0.35)
        if configuration == nil, let attributed = currentAttributedTitle { title.attributedText = attributed }
        subtitle.text = c.subtitle
        subtitle.isHidden = !hasSubtitle
        subtitle.textColor = title.textColor.withAlphaComponent((isEnabled ? 0.75 : 0.3))
        symbol.image = c.image
        symbol.tintColor = title.textColor
        symbol.isHidden = c.image == nil
        glass.setGlassHighlighted(isHighlighted, at: trackedTouchLocation)
        solid.alpha = isHighlighted ? 0.75 : 1
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func isGlass(_ c: Configuration) -> Bool {
        if case .glass = c.material { return true }
        return false
    }

    private func defaultForeground(_ c: Configuration) -> UIColor {
        switch c.material {
        case .glass: return .label
        case .solid, .none: return tintColor
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = effectiveConfiguration
        glass.frame = bounds
        solid.frame = bounds
        if let radius = c.cornerRadius(height: bounds.height) {
            glass.cornerConfiguration = .corners(radius: .fixed(Double(radius)))
            solid.layer.cornerRadius = radius
        } else {
            glass.cornerConfiguration = .capsule()
            solid.layer.cornerRadius = bounds.height / 2
        }
        solid.layer.cornerCurve = .continuous
        let parts = contentSizes()
        let total = parts.image.width + parts.title.width + (parts.image.width > 0 && parts.title.width > 0 ? c.imagePadding : 0)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = c.contentInsets
        var x = alignedContentX(width: total, leftInset: rightToLeft ? insets.trailing : insets.leading,
                                rightInset: rightToLeft ? insets.leading : insets.trailing)
        let midY = alignedContentMidY(height: max(parts.image.height, parts.title.height), topInset: insets.top, bottomInset: insets.bottom)
        let container: UIView = title.superview ?? self
        let origin = convert(CGPoint.zero, to: container)
        if parts.image.width > 0 {
            symbol.frame = CGRect(x: origin.x + x, y: origin.y + midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
            x += parts.image.width + (parts.title.width > 0 ? c.imagePadding : 0)
        }
        if parts.title.width > 0 {
            // The title and the subtitle stack, centred on each other, as one block.
            let top = origin.y + midY - parts.title.height / 2
            let lines = textLineSizes()
            title.frame = CGRect(x: origin.x + x + (parts.title.width - lines.title.width) / 2, y: top, width: lines.title.width, height: lines.title.height)
            let subtitleTop = top + lines.title.height + (lines.title.height > 0 && lines.subtitle.height > 0 ? c.titlePadding : 0)
            subtitle.frame = CGRect(
                x: origin.x + x + (parts.title.width - lines.subtitle.width) / 2, y: subtitleTop,
                width: lines.subtitle.width, height: lines.subtitle.height)
        }
    }

    /// The title's and the subtitle's own sizes (zero when empty).
    private func textLineSizes() -> (title: CGSize, subtitle: CGSize) {
        let c = effectiveConfiguration
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        func size(_ label: UILabel, _ text: String?) -> CGSize {
            guard !(text?.isEmpty ?? true) else { return .zero }
            let fitted = label.sizeThatFits(unbounded)
            return CGSize(width: ceil(fitted.width), height: ceil(fitted.height))
        }
        return (size(title, c.title), size(subtitle, c.subtitle))
    }

    /// The image's size and the size of the text block (title over subtitle).
    private func contentSizes() -> (image: CGSize, title: CGSize) {
        let c = effectiveConfiguration
        let imageSide: CGFloat = c.image == nil ? 0 : (c.buttonSize == .large ? 22 : c.buttonSize == .small || c.buttonSize == .mini ? 15 : 19)
        let lines = textLineSizes()
        let gap = lines.title.height > 0 && lines.subtitle.height > 0 ? c.titlePadding : 0
        let text = CGSize(width: max(lines.title.width, lines.subtitle.width), height: lines.title.height + gap + lines.subtitle.height)
        return (CGSize(width: imageSide, height: imageSide), text)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = effectiveConfiguration
        let parts = contentSizes()
        let gap = parts.image.width > 0 && parts.title.width > 0 ? c.imagePadding : 0
        let content = CGSize(width: parts.image.width + gap + parts.title.width, height: max(parts.image.height, parts.title.height))
        let height = c.contentInsets.top + content.height + c.contentInsets.bottom
        let width = c.contentInsets.leading + content.width + c.contentInsets.trailing
        // Glass buttons are at least as wide as tall: a lone symbol makes a circle.
        return CGSize(width: isGlass(c) ? max(width, height) : width, height: height)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
