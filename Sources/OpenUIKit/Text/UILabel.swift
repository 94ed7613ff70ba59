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
@preconcurrency @MainActor
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

    /// The width a multi-line label wraps at when it works out its intrinsic size; 0 (the
    /// default) lets Auto Layout use the width it gives the label, as UIKit does.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 { preferredMaxLayoutWidth = 0 }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width Auto Layout last solved for a multi-line label without a preferred width:
    /// its intrinsic size wraps there (UIKit's automatic preferred width).
    var automaticLayoutWidth: CGFloat = 0

    /// How text that does not fit is wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// Whether a single-line label shrinks its text to fit its width, down to
    /// `minimumScaleFactor` of the font's size (then the line break mode cuts what still
    /// does not fit).
    ///
    /// Differs from Apple's: labels of more than one line are not shrunk.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a single-line label that does not fit draws its characters a little closer
    /// together (by up to 5% of the font's size each) before truncating them.
    ///
    /// Differs from Apple's: labels of more than one line are not tightened, and the
    /// tightening limit is OpenUIKit's (UIKit's is undocumented).
    open var allowsDefaultTighteningForTruncation = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of the font's size text may shrink to; 0 (the default) keeps
    /// the size, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !minimumScaleFactor.isFinite { minimumScaleFactor = 0 }
            minimumScaleFactor = min(1, max(0, minimumScaleFactor))
            setNeedsDisplay()
        }
    }

    /// Whether the font follows the preferred content size: fonts from
    /// `preferredFont(forTextStyle:)` or `UIFontMetrics` are re-scaled when the traits'
    /// content size category changes, and drawn heavier when their legibility weight is bold.
    open var adjustsFontForContentSizeCategory = false {
        didSet { adjustFontToContentSize() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let traits = resolvedTraitsForDrawing
        if previousTraitCollection?.preferredContentSizeCategory != traits.preferredContentSizeCategory
            || previousTraitCollection?.legibilityWeight != traits.legibilityWeight {
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

    /// A label with nothing to say is not read.
    override var defaultIsAccessibilityElement: Bool { !(defaultAccessibilityLabel ?? "").isEmpty }
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
        textSize(fitting: CGSize(width: wrappingWidth, height: .greatestFiniteMagnitude))
    }

    /// Where the intrinsic size wraps: the preferred width, else the width Auto Layout gave a
    /// multi-line label, else nowhere.
    private var wrappingWidth: CGFloat {
        guard numberOfLines != 1 else { return .greatestFiniteMagnitude }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return automaticLayoutWidth > 0 ? automaticLayoutWidth : .greatestFiniteMagnitude
    }

    /// Whether Auto Layout should tell the label the width it solved (see
    /// `automaticLayoutWidth`).
    var wrapsAtSolvedWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fitting: size)
    }

    /// The text laid out for `width`, with the paragraph settings in effect and every font
    /// scaled by `scale`.
    private func layout(width: CGFloat, scale: CGFloat = 1, tightening: CGFloat = 0, measuring: Bool = false) -> TextLayout? {
        guard let string = text, !string.isEmpty else { return nil }
        let color = textColor ?? .label
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let shownFont = scale < 1 ? font.withSize(font.pointSize * scale) : font!
        guard let attributed = storedAttributedText else {
            if tightening > 0 {
                // Plain text tightened is the one case that needs an attributed string.
                let kerned = NSAttributedString(string: string, attributes: [.font: shownFont, .foregroundColor: color, .kern: -tightening])
                return TextLayout(
                    kerned, font: shownFont, color: color, width: width, maximumLines: numberOfLines, mode: lineBreakMode,
                    alignment: measuring ? .natural : textAlignment, rightToLeft: rightToLeft)
            }
            return TextLayout(
                string, font: shownFont, color: color, width: width, maximumLines: numberOfLines, mode: lineBreakMode,
                alignment: measuring ? .natural : textAlignment, rightToLeft: rightToLeft)
        }
        var shown = scale < 1 ? Self.scaling(attributed, by: scale) : attributed
        if tightening > 0 { shown = Self.tightening(shown, by: tightening) }
        return TextLayout(
            shown, font: shownFont, color: color, width: width,
            maximumLines: numberOfLines, mode: lineBreakMode, alignment: textAlignment, rightToLeft: rightToLeft)
    }

    /// How much closer (in points) each character is drawn to the next so a single line
    /// fits `width`: 0 when it fits or tightening is off, at most 5% of the font's size.
    private func tightening(toFit width: CGFloat) -> CGFloat {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, width > 0, let string = text, string.count > 1,
            let natural = layout(width: .greatestFiniteMagnitude)?.exactSize.width, natural > width
        else { return 0 }
        let needed = (natural - width) / CGFloat(string.count) + 0.001
        return min(needed, font.pointSize * 0.05)
    }

    /// The attributed text with every run's kerning reduced by `amount`, run by run (the
    /// runs keep their own attributes, so none are compared and merged).
    private static func tightening(_ string: NSAttributedString, by amount: CGFloat) -> NSAttributedString {
        let tightened = NSMutableAttributedString(string: string.string)
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var kerned = attributes
            kerned[.kern] = ((attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0) - amount
            tightened.setAttributes(kerned, range: range)
        }
        return tightened
    }

    /// How much a single line must shrink to fit `width` (1: not at all), no further than
    /// `minimumScaleFactor`.
    private func shrinkFactor(toFit width: CGFloat, tightening: CGFloat = 0) -> CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0,
            let natural = layout(width: .greatestFiniteMagnitude, tightening: tightening)?.exactSize.width, natural > width
        else { return 1 }
        // Unhinted advances scale with the size, so the ratio fits (a hair under, for rounding).
        return max(minimumScaleFactor, width / natural * 0.999)
    }

    /// The attributed text with every font scaled.
    private static func scaling(_ string: NSAttributedString, by scale: CGFloat) -> NSAttributedString {
        let scaled = NSMutableAttributedString(attributedString: string)
        var fonts: [(NSRange, UIFont)] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            if let font = attributes[.font] as? UIFont { fonts.append((range, font)) }
        }
        for (range, font) in fonts { scaled.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range) }
        return scaled
    }

    /// The text's size, whatever its alignment: centred or trailing text in a wide
    /// label measures as wide as its lines, not the room they are placed in, as in UIKit.
    private func textSize(fitting size: CGSize) -> CGSize {
        layout(width: size.width, measuring: true)?.size ?? .zero
    }

    /// The UTF-16 offset of the character boundary nearest `point` (in the label's
    /// coordinates) in the text as drawn; `nil` above or below the lines. For links in
    /// SwiftUI text.
    package func characterBoundary(at point: CGPoint) -> Int? {
        let tightening = tightening(toFit: bounds.width)
        let scale = shrinkFactor(toFit: bounds.width, tightening: tightening)
        guard let laid = layout(width: bounds.width, scale: scale, tightening: tightening), laid.lineCount > 0 else { return nil }
        let top = bounds.minY + (bounds.height - laid.height) / 2
        guard point.y >= top, point.y <= top + laid.height else { return nil }
        return laid.index(at: CGPoint(x: point.x - bounds.minX, y: point.y - top))
    }

    open override func draw(_ rect: CGRect) {
        // Characters tighten first; what still does not fit shrinks, then is cut.
        let tightening = tightening(toFit: bounds.width)
        let scale = shrinkFactor(toFit: bounds.width, tightening: tightening)
        guard let laid = layout(width: bounds.width, scale: scale, tightening: tightening), laid.lineCount > 0,
            let context = UIGraphicsGetCurrentContext()
        else {
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
