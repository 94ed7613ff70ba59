import Foundation

/// A view that shows read-only text.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Toy Story 5"
/// title.font = .boldSystemFont(ofSize: 22)
/// title.textColor = .label
/// ```
///
/// Text is set with the basic font engine: word wrapping, line limits, alignment and
/// truncation work; attributed strings, Dynamic Type and complex scripts arrive with the
/// text issue.
@MainActor
open class UILabel: UIView {
    /// The text shown. Setting it replaces any attributed text.
    open var text: String? {
        didSet {
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue { textDidChange() }
        }
    }

    /// The text with per-run attributes (`.font`, `.foregroundColor`, `.kern`,
    /// `.paragraphStyle`); attributes a run lacks come from the label's own properties.
    /// Reading it after setting `text` gives the text with the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue
            isSettingAttributedText = true
            text = newValue?.string
            isSettingAttributedText = false
            textDidChange()
        }
    }

    private var storedAttributedText: NSAttributedString?
    private var isSettingAttributedText = false

    /// The font; the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { textDidChange() }
    }

    /// The text colour; `.label` by default.
    open var textColor: UIColor! = .label {
        didSet { setNeedsDisplay() }
    }

    /// Horizontal alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The most lines shown; 0 for no limit. 1 by default.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// Whether the font follows the preferred content size: fonts from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` are re-scaled when the traits'
    /// content size category changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontToContentSize() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != resolvedTraitsForDrawing.preferredContentSizeCategory {
            adjustFontToContentSize()
        }
    }

    private func adjustFontToContentSize() {
        guard adjustsFontForContentSizeCategory, let adjusted = font.adjusted(for: resolvedTraitsForDrawing),
            adjusted != font
        else { return }
        font = adjusted
    }

    /// Whether the label is drawn enabled (disabled text is dimmed).
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    // MARK: Accessibility (UIKit's defaults for labels)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { attributedText?.string ?? text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Labels hug their text a little more than plain views, as in UIKit.
    override class var defaultContentHuggingPriority: Float { 251 }

    /// The text is centred vertically: its first baseline sits half the height down, less
    /// half the text's height, plus the font's ascender; its last, one line less a descent
    /// above the text's bottom.
    override func baselinePosition(last: Bool) -> (fractionOfHeight: CGFloat, offset: CGFloat) {
        let font = self.font ?? .systemFont(ofSize: 17)
        let textHeight = intrinsicContentSize.height
        let firstFromTextTop = font.ascender
        let lastFromTextTop = max(firstFromTextTop, textHeight - (font.lineHeight - font.ascender))
        return (0.5, (last ? lastFromTextTop : firstFromTextTop) - textHeight / 2)
    }

    open override var intrinsicContentSize: CGSize {
        textSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fitting: size)
    }

    /// The text laid out for `width`, with the paragraph settings in effect.
    private func layout(width: CGFloat) -> TextLayout? {
        guard let string = text, !string.isEmpty else { return nil }
        let color = textColor ?? .label
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let attributed = storedAttributedText else {
            return TextLayout(
                string, font: font, color: color, width: width, maximumLines: numberOfLines, mode: lineBreakMode,
                alignment: textAlignment, rightToLeft: rightToLeft)
        }
        return TextLayout(
            attributed, font: font, color: color, width: width, maximumLines: numberOfLines, mode: lineBreakMode,
            alignment: textAlignment, rightToLeft: rightToLeft)
    }

    private func textSize(fitting size: CGSize) -> CGSize {
        layout(width: size.width)?.size ?? .zero
    }

    open override func draw(_ rect: CGRect) {
        guard let laid = layout(width: bounds.width), laid.lineCount > 0, let context = UIGraphicsGetCurrentContext() else {
            return
        }
        // Read through `traitCollection`, so a trait change redraws the label.
        let traits = traitCollection
        let enabled = isEnabled
        laid.draw(in: bounds, top: bounds.minY + (bounds.height - laid.height) / 2, context: context) { color in
            let shown = enabled ? color : color.withAlphaComponent(color.alphaComponent * 0.5)
            return shown.resolvedColor(with: traits).cgColor
        }
    }
}
