import Foundation

/// Text laid out for UIKit: the typesetter and frame layout Core Text uses, with UIKit's
/// rules (labels wrap and truncate their last line; `.natural` alignment and neutral
/// paragraphs follow the view's layout direction), placed y-down from a top-left origin.
///
/// An OpenCoreText interface for OpenUIKit's labels, buttons and string drawing, so the
/// project has one text layout.
package struct TextFrame: @unchecked Sendable {
    let layout: FrameLayout

    /// Lays out `string` in lines at most `width` wide (unbounded: one line per paragraph)
    /// and at most `maximumLines` (0: any), stopping once lines fill `height`; paragraphs
    /// without a style take `defaultStyle`, characters without a font `defaultFont`.
    public init(
        _ string: NSAttributedString, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude, maximumLines: Int,
        defaultStyle: NSParagraphStyle, rightToLeftLayout: Bool, defaultFont: CTFont
    ) {
        self.init(CTTypesetter(string, naturalDirection: rightToLeftLayout ? .rightToLeft : .leftToRight, defaultFont: defaultFont),
                  width: width, height: height, maximumLines: maximumLines, defaultStyle: defaultStyle, rightToLeftLayout: rightToLeftLayout)
    }

    /// Lays out `text` in one set of attributes, as ``init(_:width:maximumLines:defaultStyle:rightToLeftLayout:defaultFont:)``
    /// does an attributed string.
    public init(
        text: String, attributes: [NSAttributedString.Key: Any], width: CGFloat, maximumLines: Int, defaultStyle: NSParagraphStyle,
        rightToLeftLayout: Bool, defaultFont: CTFont
    ) {
        self.init(CTTypesetter(text: text, attributes: attributes, naturalDirection: rightToLeftLayout ? .rightToLeft : .leftToRight,
                               defaultFont: defaultFont),
                  width: width, height: .greatestFiniteMagnitude, maximumLines: maximumLines, defaultStyle: defaultStyle,
                  rightToLeftLayout: rightToLeftLayout)
    }

    private init(_ typesetter: CTTypesetter, width: CGFloat, height: CGFloat, maximumLines: Int, defaultStyle: NSParagraphStyle,
                 rightToLeftLayout: Bool) {
        var options = FrameLayout.Options()
        options.maximumLines = maximumLines
        options.uikitTruncation = true
        options.defaultStyle = defaultStyle
        options.naturalAlignmentRightToLeft = rightToLeftLayout
        let height = height.isNaN ? .greatestFiniteMagnitude : height
        layout = FrameLayout(typesetter, range: 0..<typesetter.source.scalars.count, width: width, height: height, options: options)
    }

    /// How many lines there are.
    public var lineCount: Int { layout.lines.count }
    /// The lines' extent: the widest line and the bottom of the last, unrounded.
    public var size: CGSize { layout.usedSize }
    /// The first line's baseline from the top (0 without lines).
    public var firstBaseline: CGFloat { layout.lines.first?.baseline ?? 0 }
    /// The first line's height (0 without lines).
    public var firstLineHeight: CGFloat { layout.lines.first?.height ?? 0 }
    /// The last line's baseline from the top.
    public var lastBaseline: CGFloat { layout.lines.last?.baseline ?? 0 }

    /// Draws an attachment at each of the run's characters.
    private func drawAttachment(
        _ attachment: _TextAttachmentBridging, in run: CTRun, textMatrix: CGAffineTransform, textColor: CGColor?, context: CGContext
    ) {
        let bounds = attachment.bridgedAttachmentBounds
        for (position, offset) in zip(run.positions, run.offsets) {
            let pen = CGPoint(x: position.x - offset.x, y: position.y)
            let rect = bounds.offsetBy(dx: pen.x, dy: pen.y).applying(textMatrix)
            attachment.drawBridgedAttachment(in: rect, context: context, textColor: textColor)
        }
    }

    /// The characters each line shows, runs in visual order (an ellipsis where it was cut):
    /// for tests and logs.
    public var lineTexts: [String] {
        layout.lines.map { placed in
            var text = placed.line.runs.map(\.text).joined()
            while let last = text.unicodeScalars.last, last.properties.isWhitespace { text.unicodeScalars.removeLast() }
            return text
        }
    }

    /// Draws the lines with the frame's top left at `origin` in a y-down (UIKit) context,
    /// with their backgrounds, underlines and strikethroughs; `color` turns an attribute's
    /// colour (a `UIColor` or `CGColor`, or `nil`) into the colour to draw (`nil` for text:
    /// the context's fill).
    public func draw(at origin: CGPoint, in context: CGContext, color: (Any?) -> CGColor?) {
        for placed in layout.lines {
            let matrix = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: origin.x + placed.x, ty: origin.y + placed.baseline)
            for run in placed.line.runs {
                RunDecorations.drawBackground(run, line: placed.line, textMatrix: matrix, color: color, in: context)
            }
            for run in placed.line.runs where run.attributes[.shadow] is NSShadow {
                TextShadow.draw(run, line: placed.line, textMatrix: matrix, color: color, in: context)
            }
            for run in placed.line.runs {
                let textColor = color(run.attributes[.foregroundColor])
                if let attachment = run.attributes[.attachment] as? _TextAttachmentBridging {
                    drawAttachment(attachment, in: run, textMatrix: matrix, textColor: textColor, context: context)
                    continue
                }
                GlyphPainter.draw(run, textMatrix: matrix, color: textColor, in: context)
                RunDecorations.drawLines(run, textMatrix: matrix, textColor: textColor, color: color, in: context)
            }
        }
    }
}

extension CTFont {
    /// A font for a face at a size: how the layers above make Core Text fonts of their own.
    package static func make(face: FontFace, size: CGFloat) -> CTFont {
        CTFont(face: face, size: size, matrix: .identity)
    }
}

extension TextFrame {
    /// Where the caret for a UTF-16 index sits on `line` (x from the frame's left).
    public func caretOffset(at index: Int, line: Int = 0) -> CGFloat {
        guard layout.lines.indices.contains(line) else { return 0 }
        let placed = layout.lines[line]
        return placed.x + CTLineGetOffsetForStringIndex(placed.line, index, nil)
    }

    /// The UTF-16 index nearest a point (frame coordinates, y down): the line under it,
    /// then the caret position nearest its x.
    public func index(at point: CGPoint) -> Int {
        guard let first = layout.lines.first else { return 0 }
        let placed = layout.lines.last { $0.top <= point.y } ?? first
        return CTLineGetStringIndexForPosition(placed.line, CGPoint(x: point.x - placed.x, y: 0))
    }
}

/// Word boundaries by Unicode's rules (UAX #29, by ICU), for text editing.
///
/// An OpenCoreText interface for OpenUIKit's text input.
package enum TextSegmentation {
    /// The UTF-16 offsets where words may start or end in `text` (0 and the length included).
    public static func wordBoundaries(in text: String) -> [Int] {
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { BreakOpportunities.wordBoundaries($0, language: nil) }
    }
}

extension TextFrame {
    /// The line showing a UTF-16 index (the last line for the end of the text).
    public func lineIndex(containing index: Int) -> Int {
        guard !layout.lines.isEmpty else { return 0 }
        for (number, placed) in layout.lines.enumerated() {
            let range = placed.line.stringRange
            if index < range.location + range.length { return number }
        }
        return layout.lines.count - 1
    }

    /// A line's top and height, from the frame's top.
    public func lineExtent(_ line: Int) -> (top: CGFloat, height: CGFloat) {
        guard layout.lines.indices.contains(line) else { return (0, 0) }
        return (layout.lines[line].top, layout.lines[line].height)
    }

    /// The UTF-16 index on `line` nearest to `x`.
    public func index(onLine line: Int, atX x: CGFloat) -> Int {
        guard layout.lines.indices.contains(line) else { return 0 }
        let placed = layout.lines[line]
        let index = CTLineGetStringIndexForPosition(placed.line, CGPoint(x: x - placed.x, y: 0))
        // A line's trailing newline is not a place for the caret: stop before it.
        let range = placed.line.stringRange
        let end = range.location + range.length
        if index >= end, line < layout.lines.count - 1 { return max(range.location, end - 1) }
        return index
    }
}
