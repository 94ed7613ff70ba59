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
