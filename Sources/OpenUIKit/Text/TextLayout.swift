import Foundation

/// Styled text broken into lines for a width: the one text layout behind `UILabel`,
/// `UIButton` titles and UIKit's string drawing (`NSString.draw(in:withAttributes:)` and
/// relatives), so all of them measure and set text the same way.
struct TextLayout {
    let text: StyledText
    let lines: [TextLineBreaker.Line]
    let measure: TextMeasure
    let alignment: NSTextAlignment
    /// Extra space between lines, in points.
    let spacing: CGFloat

    /// Lays out `text` in lines at most `width` wide (at most `maximumLines`, 0: any);
    /// `nil` for empty text.
    init?(_ text: StyledText, width: CGFloat, maximumLines: Int, mode: NSLineBreakMode, alignment: NSTextAlignment, spacing: CGFloat) {
        guard !text.characters.isEmpty else { return nil }
        let breaker = TextLineBreaker(width: width > 0 ? width : .greatestFiniteMagnitude, maximumLines: maximumLines, mode: mode)
        self.text = text
        lines = breaker.lines(of: text)
        measure = TextMeasure(text)
        self.alignment = alignment
        self.spacing = spacing.isFinite ? spacing : 0
    }

    /// The paragraph settings of an attributed string, read from its first character.
    static func paragraphStyle(of string: NSAttributedString) -> NSParagraphStyle? {
        string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    }

    /// The height of all lines.
    var height: CGFloat {
        guard !lines.isEmpty else { return 0 }
        return CGFloat(lines.count) * text.lineHeight + CGFloat(lines.count - 1) * spacing
    }

    /// The size the lines take, rounded up to whole points.
    var size: CGSize {
        let widest = lines.map(lineWidth).max() ?? 0
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }

    /// The size without rounding.
    var exactSize: CGSize {
        CGSize(width: lines.map(lineWidth).max() ?? 0, height: height)
    }

    func lineWidth(_ line: TextLineBreaker.Line) -> CGFloat {
        line.pieces.reduce(0) { total, piece in
            switch piece {
            case .characters(let range): total + measure.width(of: range)
            case .ellipsis(let index): total + measure.ellipsisWidth(styledLike: index)
            }
        }
    }

    /// Draws the lines in `rect` of `context`, the first line's top at `top`, aligned
    /// within the rectangle's width; `color` resolves a run's colour for drawing.
    func draw(in rect: CGRect, top: CGFloat, rightToLeft: Bool, context: CGContext, color: (UIColor) -> CGColor) {
        let lineHeight = text.lineHeight
        var baseline = top + text.ascender
        for (index, line) in lines.enumerated() {
            let width = lineWidth(line)
            if alignment == .justified, index < lines.count - 1, case .characters(let range) = line.pieces.first, line.pieces.count == 1 {
                drawJustified(range, x: rect.minX, extra: rect.width - width, baseline: baseline, context: context, color: color)
                baseline += lineHeight + spacing
                continue
            }
            var x: CGFloat
            switch alignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            case .natural where rightToLeft: x = rect.maxX - width
            default: x = rect.minX
            }
            for piece in line.pieces {
                switch piece {
                case .characters(let range):
                    x = drawCharacters(range, x: x, baseline: baseline, context: context, color: color)
                case .ellipsis(let index):
                    drawString(String(TextLineBreaker.ellipsis), run: text.run(at: index), x: x, baseline: baseline, context: context, color: color)
                    x += measure.ellipsisWidth(styledLike: index)
                }
            }
            baseline += lineHeight + spacing
        }
    }

    /// Draws a line word by word, spreading `extra` points over its spaces.
    private func drawJustified(
        _ range: Range<Int>, x: CGFloat, extra: CGFloat, baseline: CGFloat, context: CGContext, color: (UIColor) -> CGColor
    ) {
        let spaces = range.filter { text.characters[$0] == " " }
        let gap = spaces.isEmpty ? 0 : max(0, extra) / CGFloat(spaces.count)
        var x = x
        var wordStart = range.lowerBound
        for boundary in spaces + [range.upperBound] {
            x = drawCharacters(wordStart..<boundary, x: x, baseline: baseline, context: context, color: color)
            if boundary < range.upperBound { x += measure.width(of: boundary..<(boundary + 1)) + gap }
            wordStart = boundary + 1
        }
    }

    /// Draws characters run by run; returns the x after them.
    private func drawCharacters(
        _ range: Range<Int>, x: CGFloat, baseline: CGFloat, context: CGContext, color: (UIColor) -> CGColor
    ) -> CGFloat {
        var x = x
        for run in text.runs {
            let part = max(range.lowerBound, run.range.lowerBound)..<min(range.upperBound, run.range.upperBound)
            guard !part.isEmpty else { continue }
            if run.kern == 0 {
                drawString(String(text.characters[part]), run: run, x: x, baseline: baseline, context: context, color: color)
            } else {
                // Kerned runs are set character by character at their measured positions.
                var position = x
                for i in part {
                    drawString(String(text.characters[i]), run: run, x: position, baseline: baseline, context: context, color: color)
                    position += measure.width(of: i..<(i + 1))
                }
            }
            x += measure.width(of: part)
        }
        return x
    }

    private func drawString(
        _ string: String, run: StyledText.Run, x: CGFloat, baseline: CGFloat, context: CGContext, color: (UIColor) -> CGColor
    ) {
        guard let face = run.font.face else { return }
        context.setFillColor(color(run.color))
        face.draw(string, size: run.font.pointSize, at: CGPoint(x: x, y: baseline), in: context)
    }
}
