import Foundation

/// What an alert controller shows on its glass panel: the title and message, its text
/// fields, and a capsule button per action, scrolling when they do not fit.
@MainActor
final class AlertContentView: UIView {
    static let buttonHeight: CGFloat = 48
    /// Room between the panel's edges and its buttons; the panel's corners are concentric
    /// with the buttons' at this inset.
    static let buttonInset: CGFloat = 16
    static let buttonSpacing: CGFloat = 10
    static let textInset: CGFloat = 24
    static let textTop: CGFloat = 22
    static let textToButtons: CGFloat = 20
    static let titleToMessage: CGFloat = 6
    static let fieldHeight: CGFloat = 36
    static let fieldSpacing: CGFloat = 8

    private unowned let alert: UIAlertController
    private let scrollView = UIScrollView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [UIButton] = []
    private var needsRebuild = true
    /// Room below the last button (an action sheet keeps clear of the home indicator).
    var bottomInset = AlertContentView.buttonInset {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: .zero)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        addSubview(scrollView)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.adjustsFontForContentSizeCategory = true
            scrollView.addSubview(label)
        }
        let sheet = alert.preferredStyle == .actionSheet
        titleLabel.font = .preferredFont(forTextStyle: sheet ? .footnote : .headline)
        titleLabel.textColor = sheet ? .secondaryLabel : .label
        messageLabel.font = .preferredFont(forTextStyle: sheet ? .footnote : .subheadline)
        messageLabel.textColor = .secondaryLabel
    }

    required convenience init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch presses.first?.key?.keyCode {
        case .keyboardReturnOrEnter?: alert.chooseWithReturnKey()
        case .keyboardEscape?: alert.chooseWithEscapeKey()
        default: super.pressesBegan(presses, with: event)
        }
    }

    func setNeedsRebuild() {
        needsRebuild = true
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        let height = arrange(width: bounds.width)
        scrollView.contentSize = CGSize(width: bounds.width, height: height)
    }

    /// The height the content needs `width` points wide.
    func fittingHeight(width: CGFloat) -> CGFloat {
        arrange(width: width)
    }

    // MARK: Content

    private func rebuildIfNeeded() {
        guard needsRebuild else { return }
        needsRebuild = false
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        for button in buttons { button.removeFromSuperview() }
        buttons = alert.actions.map { action in
            let button = makeButton(for: action)
            action.button = button
            scrollView.addSubview(button)
            return button
        }
        for field in alert.textFields ?? [] where field.superview !== scrollView { scrollView.addSubview(field) }
    }

    /// The actions top to bottom (stacked, the cancel action last) or leading to trailing
    /// (side by side, the cancel action first).
    private func orderedActions(sideBySide: Bool) -> [UIAlertAction] {
        let others = alert.actions.filter { $0.style != .cancel }
        guard let cancel = alert.cancelAction else { return others }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    private func makeButton(for action: UIAlertAction) -> UIButton {
        var configuration: UIButton.Configuration
        if action === alert.preferredAction {
            configuration = .filled()
            if action.style == .destructive { configuration.baseBackgroundColor = .systemRed }
        } else {
            configuration = .gray()
            configuration.baseForegroundColor = action.style == .destructive ? .systemRed : .label
        }
        configuration.cornerStyle = .capsule
        configuration.title = action.title
        let button = AlertActionButton(configuration: configuration, primaryAction: UIAction { [weak alert, weak action] _ in
            guard let alert, let action else { return }
            alert.choose(action)
        })
        button.isEnabled = action.isEnabled
        return button
    }

    // MARK: Layout

    /// Places the labels, fields and buttons for `width`; returns the height they take.
    private func arrange(width: CGFloat) -> CGFloat {
        rebuildIfNeeded()
        let width = width.isFinite ? max(0, width) : 0
        var y: CGFloat = 0
        let textWidth = max(0, width - 2 * Self.textInset)
        let hasText = !(alert.title ?? "").isEmpty || !(alert.message ?? "").isEmpty
        if hasText {
            y = Self.textTop
            y = place(titleLabel, at: y, width: textWidth)
            if !(alert.title ?? "").isEmpty, !(alert.message ?? "").isEmpty { y += Self.titleToMessage }
            y = place(messageLabel, at: y, width: textWidth)
        }
        let fields = alert.textFields ?? []
        if !fields.isEmpty {
            y += hasText ? Self.textToButtons - Self.fieldSpacing : Self.buttonInset
            for field in fields {
                y += Self.fieldSpacing
                field.frame = CGRect(x: Self.buttonInset, y: y, width: max(0, width - 2 * Self.buttonInset), height: Self.fieldHeight)
                y += Self.fieldHeight
            }
        }
        guard !buttons.isEmpty else { return y + (hasText || !fields.isEmpty ? Self.textTop : 0) }
        y += hasText || !fields.isEmpty ? Self.textToButtons : Self.buttonInset
        y = placeButtons(at: y, width: width)
        return y + bottomInset
    }

    /// Sizes `label` to its text `width` wide, centred, at `y`; returns its bottom.
    private func place(_ label: UILabel, at y: CGFloat, width: CGFloat) -> CGFloat {
        guard !(label.text ?? "").isEmpty else {
            label.frame = .zero
            return y
        }
        let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        label.frame = CGRect(x: Self.textInset, y: y, width: width, height: height)
        return y + height
    }

    /// Two buttons side by side when both titles fit half the row, otherwise stacked;
    /// returns the bottom of the last one.
    private func placeButtons(at top: CGFloat, width: CGFloat) -> CGFloat {
        let rowWidth = max(0, width - 2 * Self.buttonInset)
        let halfWidth = max(0, (rowWidth - Self.buttonSpacing) / 2)
        let fitsSideBySide = alert.preferredStyle == .alert && buttons.count == 2
            && buttons.allSatisfy { $0.intrinsicContentSize.width <= halfWidth }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let order = orderedActions(sideBySide: fitsSideBySide)
        var y = top
        for (index, action) in order.enumerated() {
            guard let button = action.button else { continue }
            if fitsSideBySide {
                let slot = CGFloat(rtl ? 1 - index : index)
                button.frame = CGRect(x: Self.buttonInset + slot * (halfWidth + Self.buttonSpacing), y: top, width: halfWidth, height: Self.buttonHeight)
                y = top + Self.buttonHeight
            } else {
                if index > 0 { y += Self.buttonSpacing }
                button.frame = CGRect(x: Self.buttonInset, y: y, width: rowWidth, height: Self.buttonHeight)
                y += Self.buttonHeight
            }
        }
        return y
    }
}
