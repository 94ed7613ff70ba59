import Foundation
import Testing
@testable import OpenUIKit

@Suite struct TextLayoutTests {
    let font = UIFont.systemFont(ofSize: 17)

    private func lines(_ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byTruncatingTail) -> [String] {
        TextLayout(
            text, font: font, color: .black, width: width, maximumLines: lines, mode: mode, alignment: .natural, rightToLeft: false
        )?.lineTexts ?? [""]
    }

    @Test func wrapsAtWordBoundaries() {
        let width = font.width(of: "glass lens") + 1
        #expect(lines("glass lens frost tint", width: width) == ["glass lens", "frost tint"])
        #expect(lines("glass lens\nfrost", width: 1000) == ["glass lens", "frost"])
        // A word longer than the line breaks between characters.
        let narrow = font.width(of: "abc") + 0.5
        #expect(lines("abcdefg", width: narrow) == ["abc", "def", "g"])
    }

    @Test func truncatesWithAnEllipsisInEachMode() {
        let text = "The quick brown fox jumps over the lazy dog"
        let width = font.width(of: "The quick brown…") + 0.5
        #expect(lines(text, width: width, lines: 1) == ["The quick brown…"])
        let head = lines(text, width: width, lines: 1, mode: .byTruncatingHead)[0]
        #expect(head.hasPrefix("…") && head.hasSuffix("lazy dog"))
        let middle = lines(text, width: width, lines: 1, mode: .byTruncatingMiddle)[0]
        #expect(middle.hasPrefix("The") && middle.contains("…") && middle.hasSuffix("dog"))
        #expect(font.width(of: middle) <= width)
        let limited = lines(text, width: font.width(of: "The quick brown") + 1, lines: 2)
        #expect(limited.count == 2 && limited[1].hasSuffix("…"))
    }

    @Test func neverSplitsAGraphemeCluster() {
        let emoji = "👍🏽👍🏽👍🏽👍🏽👍🏽"
        let cut = lines(emoji, width: font.width(of: "👍🏽👍🏽…") + 0.5, lines: 1)[0]
        #expect(cut.dropLast().allSatisfy { $0 == "👍🏽" })
        let accented = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let wrapped = lines(accented, width: font.width(of: "e\u{301}") * 2 + 0.5)
        #expect(wrapped.allSatisfy { $0.count == 2 || $0.count == 1 })
        #expect(wrapped.joined() == accented)
    }

    @Test(.timeLimit(.minutes(1))) func aHundredThousandCharactersStayBounded() {
        let text = String(repeating: "lorem ipsum ", count: 8_334)
        #expect(text.count > 100_000)
        let wrapped = lines(text, width: 300)
        #expect(wrapped.count > 1000)
        let single = lines(text, width: 300, lines: 1)
        #expect(single.count == 1 && single[0].hasSuffix("…"))
    }

    @Test func emptyTextIsOneEmptyLineAndLabelsDrawNothing() {
        #expect(lines("", width: 100) == [""])
    }

    @Test @MainActor func centredLabelsMeasureAsWideAsTheirText() {
        let label = UILabel()
        label.text = "Plants"
        let natural = label.sizeThatFits(CGSize(width: 300, height: 44))
        label.textAlignment = .center
        #expect(label.sizeThatFits(CGSize(width: 300, height: 44)) == natural, "alignment places text, it does not widen it")
        label.textAlignment = .right
        #expect(label.sizeThatFits(CGSize(width: 300, height: 44)).width < 100)
    }
}
