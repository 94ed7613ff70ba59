import Foundation

/// One rounded label of a compact date picker ("Nov 23, 2026" or "9:41 AM"); its text turns
/// to the tint colour while its editor is open.
@MainActor
final class DatePickerCompactField: UIControl {
    let label = UILabel()
    /// Whether its popover is showing.
    var isEditing = false { didSet { applyLook() } }

    static let height: CGFloat = 34
    static let padding: CGFloat = 11

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerCurve = .continuous
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.isUserInteractionEnabled = false
        addSubview(label)
        applyLook()
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    override var intrinsicContentSize: CGSize {
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height))
        return CGSize(width: ceil(size.width) + 2 * Self.padding, height: max(Self.height, ceil(size.height) + 12))
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Dynamic Type resizes the text, and with it the field and its picker.
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        invalidateIntrinsicContentSize()
        (superview as? DatePickerCompactView)?.fieldSizeDidChange()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        applyLook()
    }

    override func stateDidChange() {
        super.stateDidChange()
        applyLook()
    }

    private func applyLook() {
        label.textColor = !isEnabled ? .tertiaryLabel : isEditing ? tintColor : .label
        alpha = isHighlighted ? 0.6 : 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        let size = label.sizeThatFits(bounds.size)
        label.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                             width: size.width, height: size.height)
    }
}
