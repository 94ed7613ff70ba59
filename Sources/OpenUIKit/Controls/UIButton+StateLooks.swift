import Foundation

extension UIButton {
    /// The standard kinds of button.
    public enum ButtonType: Int, Sendable {
        /// No standard look: titles are white unless you set colours.
        case custom = 0
        /// Tinted titles that fade while pressed.
        case system = 1
        /// An info symbol, for showing details.
        case detailDisclosure = 2
        /// An info symbol on dark backgrounds.
        case infoLight = 3
        /// An info symbol on light backgrounds.
        case infoDark = 4
        /// A plus symbol, for adding a contact.
        case contactAdd = 5
        /// A plain button (iOS 15).
        case plain = 6
        /// A close symbol.
        case close = 7

        /// The old name of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The classic per-state looks of a button without a configuration.
    struct StateLooks {
        var titles: [UIControl.State: String] = [:]
        var attributedTitles: [UIControl.State: NSAttributedString] = [:]
        var titleColors: [UIControl.State: UIColor] = [:]
        var images: [UIControl.State: UIImage] = [:]

        /// The value for `state`, else the normal state's, as UIKit falls back.
        func value<Value>(_ values: [UIControl.State: Value], for state: UIControl.State) -> Value? {
            values[state] ?? values[.normal]
        }
    }

    // MARK: Titles

    /// Sets the title shown in `state` (`nil` removes it; other states fall back to `.normal`).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        stateLooks.titles[state] = title
        applyConfiguration()
    }

    /// The title set for `state`, or the normal state's.
    public func title(for state: UIControl.State) -> String? {
        stateLooks.value(stateLooks.titles, for: state)
    }

    /// Sets the styled title shown in `state`; it takes precedence over a plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        stateLooks.attributedTitles[state] = title
        applyConfiguration()
    }

    /// The styled title set for `state`, or the normal state's.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        stateLooks.value(stateLooks.attributedTitles, for: state)
    }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        stateLooks.titleColors[state] = color
        applyConfiguration()
    }

    /// The title colour set for `state`, or the normal state's.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        stateLooks.value(stateLooks.titleColors, for: state)
    }

    // MARK: Images

    /// Sets the image shown in `state` beside the title.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        stateLooks.images[state] = image
        applyConfiguration()
    }

    /// The image set for `state`, or the normal state's.
    public func image(for state: UIControl.State) -> UIImage? {
        stateLooks.value(stateLooks.images, for: state)
    }

    // MARK: Current values

    /// The title shown now.
    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    /// The styled title shown now, if one is set.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }
    /// The image shown now: the one set for the state, else the button type's symbol.
    public var currentImage: UIImage? { image(for: state) ?? typeSymbol }

    // MARK: How classic buttons render

    /// The font of classic titles, as UIKit's: the system font at 15 points.
    static var classicTitleFont: UIFont { .systemFont(ofSize: 15) }

    /// The configuration a button renders: its own, or one made from the classic
    /// per-state looks (no insets, as classic buttons hug their content).
    var effectiveConfiguration: Configuration {
        var shown: Configuration
        if let configuration {
            shown = configuration
        } else {
            shown = Configuration.plain()
            shown.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            shown.title = currentTitle
            shown.image = currentImage
            shown.baseForegroundColor = currentTitleColor
        }
        if let selected = poppedUpSelection { shown.title = selected.title }
        return shown
    }

    /// UIKit's title colours when none is set: tinted system buttons, dimmed while pressed
    /// and grey when disabled; white for custom buttons.
    private var defaultTitleColor: UIColor {
        switch buttonType {
        case .custom:
            return .white
        default:
            if !isEnabled { return .systemGray }
            return isHighlighted ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }

    /// The symbol of the standard types that show one.
    private var typeSymbol: UIImage? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: return UIImage(systemName: "info.circle")
        case .contactAdd: return UIImage(systemName: "plus.circle")
        case .close: return UIImage(systemName: "xmark.circle")
        default: return nil
        }
    }
}
