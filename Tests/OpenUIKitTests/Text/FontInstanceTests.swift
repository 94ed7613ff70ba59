import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// Equal font requests give one object, as UIKit's font cache does, so attributed strings
/// that split a run in one font never ask Foundation to compare two font objects (which
/// traps in Foundation on Linux).
@MainActor
@Suite("Font instances")
struct FontInstanceTests {
    @Test func equalRequestsGiveTheSameFont() {
        #expect(UIFont.systemFont(ofSize: 17) === UIFont.systemFont(ofSize: 17))
        #expect(UIFont.boldSystemFont(ofSize: 13) === UIFont.systemFont(ofSize: 13, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body) === UIFont.preferredFont(forTextStyle: .body))
        #expect(UIFont.systemFont(ofSize: 17).withSize(20) === UIFont.systemFont(ofSize: 20))
        #expect(UIFont.systemFont(ofSize: 17) !== UIFont.systemFont(ofSize: 18))
    }

    @Test func adjacentRunsInTheSameFontMerge() {
        for _ in 0..<200 {
            let text = NSMutableAttributedString(string: "Hello world, hello")
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
            text.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 5, length: 5))
            text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 3, length: 9))
            text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 12, length: 3))
            var range = NSRange()
            _ = text.attributes(at: 0, effectiveRange: &range)
            #expect(range.length == 3)
        }
    }
}
