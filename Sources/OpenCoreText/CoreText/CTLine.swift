import Foundation

/// One line of shaped text: glyph runs in visual order, with its metrics.
///
/// ```swift
/// let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Glass", attributes: [.font: font]))
/// var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
/// let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
/// context.textPosition = CGPoint(x: 10, y: 20)
/// CTLineDraw(line, context)
/// ```
///
/// Differs from Core Text: `CTLineGetGlyphRuns` returns `[CTRun]` rather than a `CFArray`
/// (Apple's `as! [CTRun]` still compiles, with a warning that the cast always succeeds).
public final class CTLine: @unchecked Sendable, CustomStringConvertible {
    let runs: [CTRun]
    let stringRange: CFRange
    /// The sum of the runs' advances.
    let width: CGFloat
    let ascent: CGFloat
    let descent: CGFloat
    let leading: CGFloat
    let trailingWhitespaceWidth: CGFloat
    /// Whether the line's paragraph runs right to left.
    let isRightToLeft: Bool
    /// Where the line came from, so truncation can cut it again.
    let typesetter: CTTypesetter?
    let scalars: Range<Int>

    init(
        runs: [CTRun], stringRange: CFRange, trailingWhitespaceWidth: CGFloat, isRightToLeft: Bool, emptyFont: CTFont,
        typesetter: CTTypesetter?, scalars: Range<Int>
    ) {
        self.runs = runs
        self.stringRange = stringRange
        self.width = runs.reduce(0) { $0 + $1.width }
        let fonts = runs.isEmpty ? [emptyFont] : runs.map(\.font)
        // Attachments stand on the baseline and may be taller or reach lower than the text.
        let attachments = runs.compactMap { ($0.attributes[.attachment] as? _TextAttachmentBridging)?.bridgedAttachmentBounds }
        ascent = max(fonts.map(CTFontGetAscent).max() ?? 0, attachments.map(\.maxY).max() ?? 0)
        descent = max(fonts.map(CTFontGetDescent).max() ?? 0, attachments.map { -$0.minY }.max() ?? 0)
        leading = fonts.map(CTFontGetLeading).max() ?? 0
        self.trailingWhitespaceWidth = trailingWhitespaceWidth
        self.isRightToLeft = isRightToLeft
        self.typesetter = typesetter
        self.scalars = scalars
    }

    /// The same line with its runs replaced (laid again from x = 0).
    func with(runs newRuns: [CTRun], trailingWhitespaceWidth: CGFloat? = nil) -> CTLine {
        var x: CGFloat = 0
        let placed = newRuns.map { run -> CTRun in
            defer { x += run.width }
            return run.originX == x ? run : run.moved(to: x)
        }
        return CTLine(
            runs: placed, stringRange: stringRange, trailingWhitespaceWidth: trailingWhitespaceWidth ?? self.trailingWhitespaceWidth,
            isRightToLeft: isRightToLeft, emptyFont: runs.first?.font ?? .default, typesetter: typesetter, scalars: scalars)
    }

    /// The width without trailing whitespace.
    var visibleWidth: CGFloat { width - trailingWhitespaceWidth }

    /// The width, runs and string range, for logs and test failures.
    public var description: String {
        "CTLine(width \(width), \(runs.count) runs, string \(stringRange.location)..<\(stringRange.location + stringRange.length))"
    }
}

/// A line of a whole attributed string (line breaks in it do not start new lines).
public func CTLineCreateWithAttributedString(_ string: CFAttributedString) -> CTLine {
    let typesetter = CTTypesetter(string)
    return typesetter.line(0..<typesetter.source.scalars.count)
}

/// How many glyphs the line has.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex { line.runs.reduce(0) { $0 + $1.glyphs.count } }

/// The line's runs in visual order, left to right.
public func CTLineGetGlyphRuns(_ line: CTLine) -> [CTRun] { line.runs }

/// The line's range in its string (UTF-16).
public func CTLineGetStringRange(_ line: CTLine) -> CFRange { line.stringRange }

/// The line's width, writing its ascent, descent and leading (the largest of its fonts').
public func CTLineGetTypographicBounds(
    _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The width of the whitespace ending the line.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double { Double(line.trailingWhitespaceWidth) }

/// The bounds of the glyphs' ink, in the line's coordinates (y up; the context is not
/// needed: outlines are exact).
public func CTLineGetImageBounds(_ line: CTLine, _ context: CGContext?) -> CGRect {
    var union = CGRect.null
    for run in line.runs {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            var box = CGRect.zero
            var code = glyph
            CTFontGetBoundingRectsForGlyphs(run.font, .horizontal, &code, &box, 1)
            guard !box.isEmpty else { continue }
            union = union.union(box.offsetBy(dx: position.x, dy: position.y))
        }
    }
    return union.isNull ? .null : union
}

/// Where a line of this width starts in `flushWidth` for a flush factor (0 left, 0.5
/// centred, 1 right), trailing whitespace ignored.
public func CTLineGetPenOffsetForFlush(_ line: CTLine, _ flushFactor: CGFloat, _ flushWidth: Double) -> Double {
    let factor = flushFactor.isFinite ? min(1, max(0, flushFactor)) : 0
    return max(0, (flushWidth - Double(line.visibleWidth)) * Double(factor))
}

/// Draws the line with its origin at the context's text position, through its text
/// matrix, in user space (y up, as Core Text draws: in a UIKit context, flip the text
/// matrix or the CTM first).
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    for run in line.runs {
        let color = GlyphPainter.coreTextColor(of: run)
        GlyphPainter.draw(run, textMatrix: context.textMatrix, color: color, in: context)
        // Core Text draws underlines (not strikethroughs or backgrounds, which are TextKit's).
        if run.attributes[.underlineStyle] != nil {
            var underlineOnly = run.attributes
            underlineOnly[.strikethroughStyle] = nil
            RunDecorations.drawLines(
                CTRun(font: run.font, attributes: underlineOnly, glyphs: run.glyphs, originX: run.originX, advances: run.advances,
                      offsets: run.offsets, stringIndices: run.stringIndices, stringRange: run.stringRange, level: run.level, source: run.source),
                textMatrix: context.textMatrix, textColor: color, color: { $0 as? CGColor ?? ($0 as? _CGColorBridging)?.bridgedCGColor }, in: context)
        }
    }
}

/// Draws a range of a run's glyphs (length 0: all) at the context's text position.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    guard let part = clamped(range, count: run.glyphs.count), !part.isEmpty else { return }
    let piece = part == 0..<run.glyphs.count ? run : CTRun(
        font: run.font, attributes: run.attributes, glyphs: Array(run.glyphs[part]),
        originX: run.positions[part.lowerBound].x - run.offsets[part.lowerBound].x, advances: Array(run.advances[part]),
        offsets: Array(run.offsets[part]), stringIndices: Array(run.stringIndices[part]), stringRange: run.stringRange, level: run.level,
        source: run.source)
    GlyphPainter.draw(piece, textMatrix: context.textMatrix, color: GlyphPainter.coreTextColor(of: piece), in: context)
}
