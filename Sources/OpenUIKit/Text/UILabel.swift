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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        textSize(fitting: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(fitting: size)
    }

    /// The text with its runs and the paragraph settings in effect.
    private func styledText() -> (text: StyledText, alignment: NSTextAlignment, mode: NSLineBreakMode, spacing: CGFloat)? {
        guard let string = text, !string.isEmpty else { return nil }
        let color = textColor ?? .label
        guard let attributed = storedAttributedText else {
            return (StyledText(string, font: font, color: color), textAlignment, lineBreakMode, 0)
        }
        let paragraph = attributed.length > 0 ? attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        return (
            StyledText(attributed, font: font, color: color), paragraph?.alignment ?? textAlignment,
            paragraph?.lineBreakMode ?? lineBreakMode, paragraph?.lineSpacing ?? 0
        )
    }

    private func layout(width: CGFloat) -> (text: StyledText, lines: [TextLineBreaker.Line], measure: TextMeasure, alignment: NSTextAlignment, spacing: CGFloat)? {
        guard let styled = styledText() else { return nil }
        let breaker = TextLineBreaker(width: width, maximumLines: numberOfLines, mode: styled.mode)
        return (styled.text, breaker.lines(of: styled.text), TextMeasure(styled.text), styled.alignment, styled.spacing)
    }

    private func textSize(fitting size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        guard let laid = layout(width: width), !laid.lines.isEmpty else { return .zero }
        let widest = laid.lines.map { lineWidth($0, laid.measure) }.max() ?? 0
        let height = CGFloat(laid.lines.count) * laid.text.lineHeight + CGFloat(laid.lines.count - 1) * laid.spacing
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }

    private func lineWidth(_ line: TextLineBreaker.Line, _ measure: TextMeasure) -> CGFloat {
        line.pieces.reduce(0) { total, piece in
            switch piece {
            case .characters(let range): total + measure.width(of: range)
            case .ellipsis(let index): total + measure.ellipsisWidth(styledLike: index)
            }
        }
    }

    open override func draw(_ rect: CGRect) {
        guard let laid = layout(width: bounds.width), !laid.lines.isEmpty, let context = UIGraphicsGetCurrentContext() else {
            return
        }
        let lineHeight = laid.text.lineHeight
        let blockHeight = CGFloat(laid.lines.count) * lineHeight + CGFloat(laid.lines.count - 1) * laid.spacing
        var baseline = bounds.minY + (bounds.height - blockHeight) / 2 + laid.text.ascender
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        for (index, line) in laid.lines.enumerated() {
            let width = lineWidth(line, laid.measure)
            if laid.alignment == .justified, index < laid.lines.count - 1, case .characters(let range) = line.pieces.first,
                line.pieces.count == 1
            {
                drawJustified(range, of: laid.text, measure: laid.measure, extra: bounds.width - width, baseline: baseline, in: context)
                baseline += lineHeight + laid.spacing
                continue
            }
            var x: CGFloat
            switch laid.alignment {
            case .center: x = bounds.minX + (bounds.width - width) / 2
            case .right: x = bounds.maxX - width
            case .natural where rightToLeft: x = bounds.maxX - width
            default: x = bounds.minX
            }
            for piece in line.pieces {
                switch piece {
                case .characters(let range):
                    x = drawCharacters(range, of: laid.text, measure: laid.measure, x: x, baseline: baseline, in: context)
                case .ellipsis(let index):
                    let run = laid.text.run(at: index)
                    drawString(String(TextLineBreaker.ellipsis), run: run, x: x, baseline: baseline, in: context)
                    x += laid.measure.ellipsisWidth(styledLike: index)
                }
            }
            baseline += lineHeight + laid.spacing
        }
    }

    /// Draws a line word by word, spreading `extra` points over its spaces.
    private func drawJustified(
        _ range: Range<Int>, of text: StyledText, measure: TextMeasure, extra: CGFloat, baseline: CGFloat, in context: CGContext
    ) {
        let spaces = range.filter { text.characters[$0] == " " }
        let gap = spaces.isEmpty ? 0 : max(0, extra) / CGFloat(spaces.count)
        var x = bounds.minX
        var wordStart = range.lowerBound
        for boundary in spaces + [range.upperBound] {
            x = drawCharacters(wordStart..<boundary, of: text, measure: measure, x: x, baseline: baseline, in: context)
            if boundary < range.upperBound { x += measure.width(of: boundary..<(boundary + 1)) + gap }
            wordStart = boundary + 1
        }
    }

    /// Draws characters run by run; returns the x after them.
    private func drawCharacters(
        _ range: Range<Int>, of text: StyledText, measure: TextMeasure, x: CGFloat, baseline: CGFloat, in context: CGContext
    ) -> CGFloat {
        var x = x
        for run in text.runs {
            let part = max(range.lowerBound, run.range.lowerBound)..<min(range.upperBound, run.range.upperBound)
            guard !part.isEmpty else { continue }
            if run.kern == 0 {
                drawString(String(text.characters[part]), run: run, x: x, baseline: baseline, in: context)
            } else {
                // Kerned runs are set character by character at their measured positions.
                var position = x
                for i in part {
                    drawString(String(text.characters[i]), run: run, x: position, baseline: baseline, in: context)
                    position += measure.width(of: i..<(i + 1))
                }
            }
            x += measure.width(of: part)
        }
        return x
    }

    private func drawString(_ string: String, run: StyledText.Run, x: CGFloat, baseline: CGFloat, in context: CGContext) {
        guard let face = run.font.face else { return }
        var color = run.color
        if !isEnabled { color = color.withAlphaComponent(color.alphaComponent * 0.5) }
        context.setFillColor(color.resolvedColor(with: resolvedTraitsForDrawing).cgColor)
        face.draw(string, size: run.font.pointSize, at: CGPoint(x: x, y: baseline), in: context)
    }
}
