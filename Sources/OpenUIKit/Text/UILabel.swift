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
    /// The text shown.
    open var text: String? {
        didSet { if text != oldValue { textDidChange() } }
    }

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

    private func lines(width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextLineBreaker(font: font, width: width, maximumLines: numberOfLines, mode: lineBreakMode).lines(of: text)
    }

    private func textSize(fitting size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let lines = lines(width: width)
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * font.lineHeight).rounded(.up))
    }

    open override func draw(_ rect: CGRect) {
        let lines = lines(width: bounds.width)
        guard !lines.isEmpty, let face = font.face, let context = UIGraphicsGetCurrentContext() else { return }
        var color = textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(color.alphaComponent * 0.5) }
        context.setFillColor(color.cgColor)
        let blockHeight = CGFloat(lines.count) * font.lineHeight
        var baseline = bounds.minY + (bounds.height - blockHeight) / 2 + font.ascender
        for line in lines {
            let width = font.width(of: line)
            let x: CGFloat
            switch textAlignment {
            case .center: x = bounds.minX + (bounds.width - width) / 2
            case .right: x = bounds.maxX - width
            case .natural, .left, .justified:
                x = traitCollection.layoutDirection == .rightToLeft && textAlignment == .natural ? bounds.maxX - width : bounds.minX
            }
            face.draw(line, size: font.pointSize, at: CGPoint(x: x, y: baseline), in: context)
            baseline += font.lineHeight
        }
    }
}
