import Foundation

/// Lines of a typesetter's text placed in a frame of a width (and height): the one
/// paragraph layout behind Core Text's frames and UIKit's labels and string drawing.
///
/// Each paragraph's style (or `defaultStyle`) sets its line break mode, alignment,
/// indents, line heights and spacing. Core Text sets each paragraph of a truncating or
/// clipping mode on one line; UIKit (`uikitTruncation`) wraps them and truncates the last
/// line shown instead, as labels do.
struct FrameLayout {
    /// How the frame differs from Core Text's defaults.
    struct Options {
        /// Lines at most (0: any).
        var maximumLines = 0
        /// UIKit's behaviour for truncating modes: wrap, cut the last visible line.
        var uikitTruncation = false
        /// The style of paragraphs without one.
        var defaultStyle: NSParagraphStyle = .default
        /// UIKit's `.natural` alignment follows the view's layout direction, not the text;
        /// `nil` for Core Text's, which follows each paragraph's direction.
        var naturalAlignmentRightToLeft: Bool?
    }

    /// A line and where it sits: `x` from the frame's left, `baseline` from its top (y down).
    struct PlacedLine {
        var line: CTLine
        var x: CGFloat
        var baseline: CGFloat
        var top: CGFloat
        var height: CGFloat
    }

    let lines: [PlacedLine]
    /// The scalars the placed lines show.
    let visibleScalars: Range<Int>
    /// The widest line (indents included) and the bottom of the last line.
    let usedSize: CGSize

    init(_ typesetter: CTTypesetter, range: Range<Int>, width: CGFloat, height: CGFloat, options: Options = Options()) {
        let frameWidth = Self.bounded(width) ? max(0, width) : .greatestFiniteMagnitude
        let frameHeight = Self.bounded(height) ? max(0, height) : .greatestFiniteMagnitude
        var placed: [PlacedLine] = []
        // The room lines need: their indent and glyphs, not where alignment puts them
        // (a right-aligned or centred line needs no more than a left-aligned one).
        var widest: CGFloat = 0
        var top: CGFloat = 0
        var end = range.lowerBound
        var start = range.lowerBound
        paragraphs: while start < range.upperBound || (placed.isEmpty && range.isEmpty) {
            let paragraph = typesetter.paragraph(containing: start)
            let paragraphEnd = min(paragraph.scalars.upperBound, range.upperBound)
            let style = typesetter.source.paragraphStyle(at: paragraph.scalars.lowerBound) ?? options.defaultStyle
            let metrics = ParagraphMetrics(
                style, paragraph: paragraph, frameWidth: frameWidth, naturalRightToLeft: options.naturalAlignmentRightToLeft)
            // Core Text keeps paragraphs of truncating and clipping modes on one line; UIKit
            // wraps them, except a single clipped line, which runs past the edge.
            let onOneLine = options.uikitTruncation
                ? style.lineBreakMode == .byClipping && options.maximumLines == 1
                : style.lineBreakMode.keepsParagraphOnOneLine
            if !placed.isEmpty, start == paragraph.scalars.lowerBound { top += metrics.spacingBefore }
            var lineStart = start
            repeat {
                let first = lineStart == paragraph.scalars.lowerBound
                let available = metrics.available(firstLine: first)
                let count = onOneLine ? paragraphEnd - lineStart
                    : typesetter.suggestBreak(from: lineStart, width: available, clusters: style.lineBreakMode == .byCharWrapping)
                let lineEnd = min(paragraphEnd, lineStart + max(1, count))
                var line = typesetter.line(lineStart..<lineEnd)
                let lineHeight = metrics.height(of: line)
                if top + lineHeight > frameHeight + 0.001, !placed.isEmpty { break paragraphs }
                let isLastAllowed = options.maximumLines > 0 && placed.count + 1 == options.maximumLines
                let moreFollows = lineEnd < range.upperBound
                if onOneLine, style.lineBreakMode.truncationType != nil, line.visibleWidth > available {
                    line = Self.truncated(line, typesetter: typesetter, width: available, mode: style.lineBreakMode, force: false)
                } else if options.uikitTruncation, let type = style.lineBreakMode.truncationType,
                    (isLastAllowed && moreFollows) || (options.maximumLines == 1 && line.visibleWidth > available)
                {
                    let restEnd = Self.endWithoutTerminator(paragraph, from: lineStart, limit: paragraphEnd, source: typesetter.source)
                    let rest = typesetter.line(lineStart..<restEnd)
                    line = Self.truncated(rest, typesetter: typesetter, width: available, mode: style.lineBreakMode, force: moreFollows && type == .end)
                }
                let x = metrics.x(of: line, firstLine: first, lastOfParagraph: lineEnd >= paragraphEnd)
                if metrics.justifies, lineEnd < paragraphEnd, let justified = CTLineCreateJustifiedLine(line, 1, Double(available)) {
                    line = justified
                }
                widest = max(widest, metrics.headIndent(firstLine: first) + line.visibleWidth)
                placed.append(PlacedLine(
                    line: line, x: x, baseline: top + lineHeight - line.descent - metrics.leadingBelow(line), top: top, height: lineHeight))
                end = lineEnd
                top += lineHeight
                lineStart = lineEnd
                if options.maximumLines > 0, placed.count >= options.maximumLines { break paragraphs }
                if lineStart < paragraphEnd { top += style.lineSpacing }
            } while lineStart < paragraphEnd
            top += lineStart < range.upperBound ? style.lineSpacing + style.paragraphSpacing : 0
            start = paragraphEnd
            if range.isEmpty { break }
        }
        lines = placed
        visibleScalars = range.lowerBound..<max(range.lowerBound, end)
        usedSize = CGSize(width: widest, height: placed.last.map { $0.top + $0.height } ?? 0)
    }

    static func bounded(_ length: CGFloat) -> Bool { length.isFinite && length < .greatestFiniteMagnitude }

    /// The paragraph's end without its newline, never before `start` (a line may hold only
    /// controls, as a form feed's line break leaves "\r\n" on a line of its own).
    private static func endWithoutTerminator(_ paragraph: ParagraphAnalysis, from start: Int, limit: Int, source: TextSource) -> Int {
        var end = limit
        while end > max(start, paragraph.scalars.lowerBound), HarfBuzzShaper.isControl(source.scalars[end - 1]) { end -= 1 }
        return end
    }

    /// The line cut to `width` in the mode, with an ellipsis styled like the text at the
    /// cut; `force` adds the ellipsis at the end even when the line fits (text was cut after it).
    static func truncated(_ line: CTLine, typesetter: CTTypesetter, width: CGFloat, mode: NSLineBreakMode, force: Bool) -> CTLine {
        guard let type = mode.truncationType else { return line }
        let styleScalar = max(line.scalars.lowerBound, line.scalars.upperBound - 1)
        let token = ellipsis(styledLike: styleScalar, in: typesetter)
        if force {
            let room = width - token.width
            let head = line.scalars.lowerBound..<typesetter.prefixEnd(in: line.scalars, fitting: room)
            let runs = typesetter.line(head).runs
            return line.with(runs: line.isRightToLeft ? token.runs + runs : runs + token.runs, trailingWhitespaceWidth: 0)
        }
        return CTLineCreateTruncatedLine(line, Double(width), type, token) ?? line.with(runs: [], trailingWhitespaceWidth: 0)
    }

    /// "…" in the attributes of a scalar of the text.
    static func ellipsis(styledLike scalar: Int, in typesetter: CTTypesetter) -> CTLine {
        let source = typesetter.source
        var attributes = source.runs.isEmpty ? [:] : source.runs[source.runIndex(at: min(scalar, source.scalars.count - 1))].attributes
        // The ellipsis is text: it keeps the font and colour, not an attachment or a raised baseline.
        attributes[.attachment] = nil
        attributes[.baselineOffset] = nil
        let token = CTTypesetter(text: "\u{2026}", attributes: attributes)
        return token.line(0..<token.source.scalars.count)
    }
}

extension NSLineBreakMode {
    /// Core Text sets paragraphs of these modes on one line.
    var keepsParagraphOnOneLine: Bool {
        switch self {
        case .byWordWrapping, .byCharWrapping: false
        default: true
        }
    }

    /// Where the mode cuts text, if it truncates.
    var truncationType: CTLineTruncationType? {
        switch self {
        case .byTruncatingHead: .start
        case .byTruncatingTail: .end
        case .byTruncatingMiddle: .middle
        default: nil
        }
    }
}
