import Foundation
import Testing
@testable import OpenUIKit

/// Text that once stopped the process: each string here is also a regression input of the
/// text layout fuzz target.
@MainActor
@Suite struct TextBadInputTests {
    private func measured(_ text: String, lines: Int = 0, width: CGFloat = 200) -> CGSize {
        let label = UILabel()
        label.numberOfLines = lines
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// 40,000 characters of bidi overrides, three scripts and line separators, as pasted:
    /// every way of showing it finishes and gives sane geometry (its speed is measured by
    /// the PastedText benchmark).
    @Test func aLongPastedBidiTextIsLaidOutEveryWay() {
        let pieces = ["\u{202E}", "abc ", "\u{2028}", "\u{202D}", "שלום ", "\u{202C}", "مرحبا ", "\u{2029}", "x\u{202B}y "]
        var scalars = String.UnicodeScalarView()
        var index = 0
        while scalars.count < 40_000 {
            scalars.append(contentsOf: pieces[index % pieces.count].unicodeScalars)
            index += 1
        }
        let text = String(scalars)
        let style = NSMutableParagraphStyle()
        style.alignment = .justified
        let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style])
        let frame = CTFramesetterCreateFrame(CTFramesetterCreateWithAttributedString(string), CFRange(location: 0, length: 0),
                                             CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 400), transform: nil), nil)
        let lines = CTFrameGetLines(frame)
        #expect(lines.count > 10 && lines.count < 40, "a 400-point frame shows \(lines.count) lines")
        let size = measured(text, width: 300)
        #expect(size.height.isFinite && size.height > 10_000, "the label wraps it all: \(size)")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200), format: format).image { _ in
            string.draw(in: CGRect(x: 0, y: 0, width: 300, height: 200))
        }
        let cg = image.cgImage!
        let inked = (0..<cg.height).contains { y in (0..<cg.width).contains { x in cg.rgba(atX: x, y: y).alpha > 128 } }
        #expect(inked, "the text is drawn")
    }

    @Test func flagsAfterOtherTextAreMeasured() {
        let size = measured("Hi 🇺🇸")
        #expect(size.width > measured("Hi ").width)
        #expect(measured("🇺🇸🇫🇷🇯🇵🇩🇪", width: 30).height > measured("🇺🇸").height, "flags wrap between flags")
    }

    @Test func noncharactersAreMeasured() {
        // Some noncharacters cannot be written as literals.
        let nonCharacters = [0xFFFF, 0xFFFE, 0xFDD0, 0x10FFFF, 0x1FFFE].map { String(Unicode.Scalar($0)!) }
        let texts = ["a" + nonCharacters[0] + "b", nonCharacters[0], nonCharacters[1] + nonCharacters[2] + " x",
                     "a" + nonCharacters[3], nonCharacters[4] + "\u{301}"]
        for text in texts {
            let size = measured(text)
            #expect(size.width.isFinite && size.height > 0, "\(text.unicodeScalars.map(\.value))")
            if text.contains("a") { #expect(size.width > 0) }
        }
    }

    @Test func aFormFeedBeforeCRLFInTwoLinesKeepsTheFirstLine() {
        let size = measured("a\u{C}\r\nb", lines: 2)
        #expect(size.height > 0 && size.width > 0)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        label.numberOfLines = 2
        label.text = "a\u{C}\r\nb\u{C}\r\n\u{C}"
        label.layoutIfNeeded()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 60)).height > 0)
    }

    @Test func lineBreaksFollowCurrentRules() {
        // Emoji modifiers stay with their base and a regional-indicator pair is never split.
        let font = UIFont.systemFont(ofSize: 17)
        let flag = "🇺🇸"
        let narrow = (flag as NSString).size(withAttributes: [.font: font]).width * 1.5
        let layout = TextLayout(flag + flag + flag, font: font, color: .black, width: narrow, maximumLines: 0,
                                mode: .byWordWrapping, alignment: .natural, rightToLeft: false)
        #expect(layout?.lineTexts == [flag, flag, flag])
    }
}
