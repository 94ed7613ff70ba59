import Foundation
import OpenCoreText

/// Text broken into lines for a width: the one text layout behind `UILabel`, `UIButton`
/// titles and UIKit's string drawing, on OpenCoreText's typesetter (HarfBuzz shaping,
/// bidirectional text, UAX #14 line breaks, fallback fonts), so all of them measure and
/// set text as Core Text does.
struct TextLayout {
    let frame: TextFrame

    /// Lays out `string` in lines at most `width` wide (at most `maximumLines`, 0: any).
    /// Characters without a font or colour take `font` and `color`; paragraphs without a
    /// style take `mode`, `alignment` and `spacing`. `nil` for empty text.
    init?(
        _ string: NSAttributedString, font: UIFont, color: UIColor, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude,
        maximumLines: Int, mode: NSLineBreakMode, alignment: NSTextAlignment, spacing: CGFloat = 0, rightToLeft: Bool
    ) {
        guard string.length > 0 else { return nil }
        frame = TextFrame(
            Self.withDefaultColor(string, color), width: Self.layoutWidth(width), height: height, maximumLines: maximumLines,
            defaultStyle: Self.style(mode: mode, alignment: alignment, spacing: spacing), rightToLeftLayout: rightToLeft,
            defaultFont: font.bridgedCTFont)
    }

    /// Plain text in one font and colour. No attributed string is made: Foundation on
    /// Linux leaks part of each one, and labels lay their text out on every pass.
    init?(
        _ text: String, font: UIFont, color: UIColor, width: CGFloat, maximumLines: Int, mode: NSLineBreakMode,
        alignment: NSTextAlignment, rightToLeft: Bool
    ) {
        guard !text.isEmpty else { return nil }
        frame = TextFrame(
            text: text, attributes: [.font: font, .foregroundColor: color], width: Self.layoutWidth(width), maximumLines: maximumLines,
            defaultStyle: Self.style(mode: mode, alignment: alignment, spacing: 0), rightToLeftLayout: rightToLeft,
            defaultFont: font.bridgedCTFont)
    }

    /// UIKit sizes text to fit a zero (or negative) width as if it had no limit.
    private static func layoutWidth(_ width: CGFloat) -> CGFloat {
        width > 0 ? width : .greatestFiniteMagnitude
    }

    private static func style(mode: NSLineBreakMode, alignment: NSTextAlignment, spacing: CGFloat) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = mode
        style.alignment = alignment
        style.lineSpacing = spacing
        return style
    }

    /// The string with `color` where it sets none, so drawing finds a colour on every run.
    private static func withDefaultColor(_ string: NSAttributedString, _ color: UIColor) -> NSAttributedString {
        var missing: [NSRange] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            if attributes[.foregroundColor] == nil { missing.append(range) }
        }
        guard !missing.isEmpty else { return string }
        let colored = NSMutableAttributedString(attributedString: string)
        for range in missing { colored.addAttribute(.foregroundColor, value: color, range: range) }
        return colored
    }

    /// The paragraph settings of an attributed string, read from its first character.
    static func paragraphStyle(of string: NSAttributedString) -> NSParagraphStyle? {
        string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    }

    var lineCount: Int { frame.lineCount }
    /// The characters each line shows, for tests and logs.
    var lineTexts: [String] { frame.lineTexts }
    /// The height of all lines.
    var height: CGFloat { frame.size.height }
    /// The size the lines take, rounded up to whole points.
    var size: CGSize { CGSize(width: frame.size.width.rounded(.up), height: frame.size.height.rounded(.up)) }
    /// The size without rounding.
    var exactSize: CGSize { frame.size }
    /// The first baseline below the top.
    var firstBaseline: CGFloat { frame.firstBaseline }
    /// The height of the first line.
    var firstLineHeight: CGFloat { frame.firstLineHeight }

    /// Where the caret for a UTF-16 index of the text sits on the first line.
    func caretOffset(at index: Int) -> CGFloat { frame.caretOffset(at: index) }

    /// The UTF-16 index nearest a point of the frame.
    func index(at point: CGPoint) -> Int { frame.index(at: point) }

    /// Draws the lines with their frame's top left at (`origin` or `rect.minX`, `top`);
    /// `color` resolves a run's `UIColor` for drawing.
    func draw(in rect: CGRect, top: CGFloat, origin: CGFloat? = nil, context: CGContext, color: (UIColor) -> CGColor) {
        frame.draw(at: CGPoint(x: origin ?? rect.minX, y: top), in: context) { value in
            switch value {
            case let uiColor as UIColor: color(uiColor)
            case let cgColor as CGColor: cgColor
            default: nil
            }
        }
    }
}
