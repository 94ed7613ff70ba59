import Foundation
import Testing
@testable import OpenUIKit

/// Seeded runs of ordinary edits over mixed scripts: the text view's storage and its
/// editing model must describe the same text after every step.
@MainActor
@Suite struct UITextViewEditingStressTests {
    static let pieces = [
        "a", "Hello ", "é", "e\u{301}", "👍🏽", "🇺🇸", "🇫", "\u{1F3FD}", "שלום", "مرحبا", "日本語", "\r", "\n", "\r\n",
        "\u{C}", "\u{200D}", "\u{202E}", "𝒜", "\u{0301}", " ", "\t", "ก่", "👨‍👩‍👧",
    ]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomEditsKeepStorageAndModelTogether(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        view.text = "start"
        _ = view.becomeFirstResponder()
        for step in 0..<400 {
            let length = (view.text as NSString).length
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                view.insertText(Self.pieces.randomElement(using: &random)!)
            case 2:
                view.deleteBackward()
            case 3:
                let a = Int.random(in: -2...(length + 2), using: &random)
                let b = Int.random(in: -2...(length + 2), using: &random)
                view.selectedRange = NSRange(location: min(a, b), length: abs(a - b))
            case 4:
                let a = Int.random(in: 0...max(0, length), using: &random)
                let b = Int.random(in: a...max(a, length), using: &random)
                if let range = view.textRange(from: UITextPosition(offset: a), to: UITextPosition(offset: b)) {
                    view.replace(range, withText: Self.pieces.randomElement(using: &random)!)
                }
            default:
                view.selectedTextRange = view.textRange(
                    from: UITextPosition(offset: Int.random(in: 0...length, using: &random)),
                    to: UITextPosition(offset: Int.random(in: 0...length, using: &random)))
            }
            #expect(view.attributedText.string == view.text, "seed \(seed) step \(step)")
            let selection = view.selectedRange
            #expect(selection.location >= 0 && NSMaxRange(selection) <= (view.text as NSString).length)
        }
        view.layoutIfNeeded()
    }
}
