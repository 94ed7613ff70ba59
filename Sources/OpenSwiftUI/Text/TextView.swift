import Foundation

/// The UIKit label that draws a ``Text``, and measures it for proposals.
final class TextView: UILabel {
    /// What the label was last given, to tell a real change from the same text again.
    private var shown: Text.Resolved?
    /// The line limit the environment asked for (`nil`: none).
    private var lineLimit: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        lineBreakMode = .byTruncatingTail
        numberOfLines = 0
    }

    /// Shows `string`; returns whether the characters or their styling changed.
    @discardableResult
    func show(_ text: Text.Resolved, lineLimit: Int?, alignment: NSTextAlignment, transition: ContentTransition) -> Bool {
        self.lineLimit = lineLimit
        if numberOfLines != (lineLimit ?? 0) { numberOfLines = lineLimit ?? 0 }
        if textAlignment != alignment { textAlignment = alignment }
        guard text != shown else { return false }
        shown = text
        let string = text.attributedString
        // The first run's font measures the line height for height-limited text.
        if string.length > 0, let first = string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { font = first }
        attributedText = string
        return true
    }

    /// The text's size for a proposal: its one-line size when the width is unspecified or
    /// wide enough, otherwise wrapped to the proposed width; no taller than the proposed
    /// height allows (one line at least).
    func size(for proposal: ProposedViewSize) -> CGSize {
        let unbounded = CGFloat.greatestFiniteMagnitude
        numberOfLines = lineLimit ?? 0
        defer { numberOfLines = lineLimit ?? 0 }
        // The one-line size first: right-to-left lines measured in a wide box report the
        // box's width, so a wide enough proposal takes the ideal size as it is.
        var size = sizeThatFits(CGSize(width: unbounded, height: unbounded))
        if let width = proposal.width, width.isFinite, width < size.width {
            size = sizeThatFits(CGSize(width: width, height: unbounded))
            size.width = min(size.width, width)
        }
        if let height = proposal.height, height < size.height {
            numberOfLines = linesFitting(height)
            size.height = sizeThatFits(CGSize(width: proposal.width ?? unbounded, height: unbounded)).height
        }
        return CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
    }

    /// Shows only the lines that fit the height it was given.
    override var frame: CGRect {
        didSet {
            let lines = min(linesFitting(frame.height), lineLimit ?? .max)
            if numberOfLines != lines { numberOfLines = lines }
        }
    }

    private func linesFitting(_ height: CGFloat) -> Int {
        let lineHeight = max(1, font?.lineHeight ?? 17)
        guard height.isFinite else { return 0 }
        let lines = Int((height + 0.5) / lineHeight)
        return max(1, lines)
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }
}
