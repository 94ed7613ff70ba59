import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// The UIKit label that draws a ``Text``, and measures it for proposals.
final class TextView: UILabel {
    /// What the label was last given, to tell a real change from the same text again.
    private(set) var shown: Text.Resolved?
    /// The line limit the environment asked for (`nil`: none).
    private var lineLimit: Int?
    /// Sizes measured for the text as shown, by proposal: a stack asks for several
    /// proposals in one layout, and laying a text out is the costly part.
    private var measured: [ProposedViewSize: CGSize] = [:]
    /// The text's sizes by the width it is laid out in (`nil`: one line, as wide as it
    /// needs): proposals differing only in height mostly share one.
    private var laidOutSizes: [CGFloat?: CGSize] = [:]

    /// How text that does not fit is cut or shrunk.
    struct Fitting: Equatable {
        var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        var minimumScaleFactor: CGFloat = 1
        var allowsTightening = false
    }

    var fitting = Fitting() {
        didSet {
            guard fitting != oldValue else { return }
            forgetMeasurements()
            lineBreakMode = fitting.lineBreakMode
            adjustsFontSizeToFitWidth = fitting.minimumScaleFactor < 1
            minimumScaleFactor = fitting.minimumScaleFactor < 1 ? fitting.minimumScaleFactor : 0
            allowsDefaultTighteningForTruncation = fitting.allowsTightening
        }
    }

    /// What tapping a link calls.
    var openURL = OpenURLAction()

    /// Measures texts off screen: changing its line count for a proposal must not make the
    /// drawn label redraw.
    private static let measuringLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        lineBreakMode = .byTruncatingTail
        numberOfLines = 0
    }

    /// The whole text shown (while a content transition plays, the label itself draws
    /// only part of it): what sizes are measured for.
    private(set) var fullText: NSAttributedString?
    /// The labels of a content transition that is playing, and how it ends.
    var transitionLabels: [UILabel] = []
    var transitionEnd: ClockObservation?
    /// The value the last `numericText(value:)` change went to.
    var lastNumericValue: Double?

    /// Shows `text` with a line limit and alignment; a change made in an animation plays
    /// `transition` with it.
    func show(_ text: Text.Resolved, lineLimit: Int?, alignment: NSTextAlignment,
              transition: ContentTransition = .identity, animation: Animation? = nil) {
        if self.lineLimit != lineLimit || textAlignment != alignment || text != shown { forgetMeasurements() }
        self.lineLimit = lineLimit
        if textAlignment != alignment { textAlignment = alignment }
        if text != shown {
            let previous = shown == nil || animation == nil ? nil : attributedText
            shown = text
            finishContentTransition()
            if previous == nil, let plain = text.plainRun {
                // One plain run is drawn from the label's own text, font and colour: no
                // attributed string is made (Foundation on Linux leaks a little of each).
                // A content transition plays between attributed strings.
                font = plain.font
                textColor = plain.color
                fullText = nil
                self.text = plain.string
            } else {
                let string = text.attributedString
                // The first run's font measures the line height for height-limited text.
                if string.length > 0, let first = string.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { font = first }
                fullText = string
                attributedText = string
            }
            if let previous, let animation {
                playContentTransition(transition, from: previous, to: fullText ?? attributedText ?? NSAttributedString(string: ""), animation: animation)
            }
        }
        isUserInteractionEnabled = !text.links.isEmpty
        showLinesFittingFrame()
    }

    /// The link under `point`, if any: the character on either side of the nearest
    /// boundary counts, so a tap lands within half a character.
    func link(at point: CGPoint) -> URL? {
        guard let links = shown?.links, !links.isEmpty, let boundary = characterBoundary(at: point) else { return nil }
        return links.first { NSLocationInRange(boundary, $0.range) || NSLocationInRange(boundary - 1, $0.range) }?.url
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let url = link(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        openURL(url)
    }

    /// The text's size for a proposal: its one-line size when the width is unspecified or
    /// wide enough, otherwise wrapped to the proposed width; no taller than the proposed
    /// height allows (one line at least).
    func size(for proposal: ProposedViewSize) -> CGSize {
        if let known = measured[proposal] { return known }
        let size = measure(for: proposal)
        if measured.count > 16 { measured.removeAll() }
        measured[proposal] = size
        return size
    }

    private func measure(for proposal: ProposedViewSize) -> CGSize {
        // The one-line size first: right-to-left lines measured in a wide box report the
        // box's width, so a wide enough proposal takes the ideal size as it is.
        var size = laidOutSize(width: nil)
        if let width = proposal.width, width.isFinite, width < size.width {
            size = laidOutSize(width: width)
            size.width = min(size.width, width)
        }
        if let height = proposal.height, height < size.height {
            let measurer = preparedMeasurer()
            measurer.numberOfLines = linesFitting(height)
            size.height = measurer.sizeThatFits(CGSize(width: proposal.width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).height
        }
        return size
    }

    /// The text's size laid out `width` wide (`nil`: unbounded), within the line limit.
    private func laidOutSize(width: CGFloat?) -> CGSize {
        if let known = laidOutSizes[width] { return known }
        let unbounded = CGFloat.greatestFiniteMagnitude
        let size = preparedMeasurer().sizeThatFits(CGSize(width: width ?? unbounded, height: unbounded))
        if laidOutSizes.count > 16 { laidOutSizes.removeAll() }
        laidOutSizes[width] = size
        return size
    }

    /// The shared measuring label, showing this text as this label does.
    private func preparedMeasurer() -> UILabel {
        let measurer = Self.measuringLabel
        if let fullText {
            measurer.attributedText = fullText
        } else {
            measurer.font = font
            measurer.text = text
        }
        measurer.textAlignment = textAlignment
        measurer.numberOfLines = lineLimit ?? 0
        return measurer
    }

    private func forgetMeasurements() {
        measured.removeAll()
        laidOutSizes.removeAll()
    }

    override var frame: CGRect {
        didSet { showLinesFittingFrame() }
    }

    // Layout may size the label through its bounds (an animated resize does).
    override var bounds: CGRect {
        didSet { showLinesFittingFrame() }
    }

    /// Shows only the lines that fit the height it was given, within the line limit.
    private func showLinesFittingFrame() {
        let lines = min(linesFitting(bounds.height), lineLimit ?? .max)
        if numberOfLines != lines { numberOfLines = lines }
    }

    private static let mostLinesShown: CGFloat = 1_000_000

    private func linesFitting(_ height: CGFloat) -> Int {
        let lineHeight = max(1, font?.lineHeight ?? 17)
        guard height.isFinite else { return 0 }
        // Huge line spacing makes heights no `Int` holds: no label shows more lines than this.
        let lines = min((height + 0.5) / lineHeight, Self.mostLinesShown)
        return max(1, Int(lines))
    }
}
