import Foundation
import Testing
@testable import OpenUIKit

/// What is typed is never lost: a caret inside a character deletes nothing, text typed
/// after an image is text, and typing attributes style what comes next.
@MainActor
@Suite struct TypedTextTests {
    struct CaretCase: CustomTestStringConvertible, Sendable {
        let text: String
        let caret: Int
        let expected: String
        var testDescription: String { "\(text) at \(caret)" }
    }

    nonisolated static let caretCases: [CaretCase] = [
        // Between the thumb and its skin tone: both end the cluster's halves equally far.
        CaretCase(text: "Hi 👍🏽 there", caret: 5, expected: "Hi !👍🏽 there"),
        // Between a surrogate pair's halves: nearer the start.
        CaretCase(text: "Hi 👍🏽 there", caret: 4, expected: "Hi !👍🏽 there"),
        // Nearer the end.
        CaretCase(text: "Hi 👍🏽 there", caret: 6, expected: "Hi 👍🏽! there"),
        CaretCase(text: "🇫🇷 ok", caret: 2, expected: "!🇫🇷 ok"),
        CaretCase(text: "🇫🇷 ok", caret: 3, expected: "🇫🇷! ok"),
        CaretCase(text: "cafe\u{301} ok", caret: 4, expected: "caf!e\u{301} ok"),
    ]

    @Test(arguments: caretCases) func aCaretInsideACharacterInsertsBesideIt(_ caretCase: CaretCase) {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.text = caretCase.text
        view.selectedRange = NSRange(location: caretCase.caret, length: 0)
        #expect(view.selectedRange.length == 0)
        view.insertText("!")
        #expect(view.text == caretCase.expected)
        #expect(view.attributedText.string == caretCase.expected)

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        field.text = caretCase.text
        let position = field.position(from: field.beginningOfDocument, offset: caretCase.caret)!
        field.selectedTextRange = field.textRange(from: position, to: position)
        field.insertText("!")
        #expect(field.text == caretCase.expected)
    }

    @Test func aSelectionInsideACharacterStillCoversIt() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.text = "Hi 👍🏽 there"
        view.selectedRange = NSRange(location: 5, length: 1)
        #expect(view.selectedRange == NSRange(location: 3, length: 4))
        view.insertText("!")
        #expect(view.text == "Hi ! there")
    }

    @Test func textTypedAfterAnImageIsText() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let image = try #require(UIImage(systemName: "star.fill"))
        let text = NSMutableAttributedString(string: "a")
        text.append(NSAttributedString(attachment: NSTextAttachment(image: image)))
        view.attributedText = text
        view.selectedRange = NSRange(location: view.attributedText.length, length: 0)
        #expect(view.typingAttributes[.attachment] == nil)
        view.insertText("b")
        view.insertText("c")
        let typed = view.attributedText.attributedSubstring(from: NSRange(location: 2, length: 2))
        #expect(typed.string == "bc")
        #expect(typed.attribute(.attachment, at: 0, effectiveRange: nil) == nil)
        #expect(typed.attribute(.attachment, at: 1, effectiveRange: nil) == nil)
        #expect(view.attributedText.attribute(.attachment, at: 1, effectiveRange: nil) != nil)
    }

    @Test func typingAttributesStyleWhatIsTypedNext() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let regular = UIFont.systemFont(ofSize: 20), bold = UIFont.boldSystemFont(ofSize: 20)
        view.attributedText = NSAttributedString(string: "Plain ", attributes: [.font: regular])
        view.selectedRange = NSRange(location: 6, length: 0)
        #expect(view.typingAttributes[.font] as? UIFont == regular)
        var attributes = view.typingAttributes
        attributes[.font] = bold
        attributes[.foregroundColor] = UIColor.red
        view.typingAttributes = attributes
        view.insertText("bold")
        // The typed word carries on in its own style, the text before keeps its own.
        view.insertText("er")
        let result = view.attributedText!
        #expect(result.string == "Plain bolder")
        var range = NSRange()
        #expect(result.attribute(.font, at: 8, effectiveRange: &range) as? UIFont == bold)
        #expect(range == NSRange(location: 6, length: 6))
        #expect(result.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == .red)
        #expect(result.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == regular)
        #expect(result.attribute(.foregroundColor, at: 2, effectiveRange: nil) == nil)
        // Moving the selection clears what was set: typing at the start takes the first character's style.
        view.selectedRange = NSRange(location: 0, length: 0)
        #expect(view.typingAttributes[.font] as? UIFont == regular)
        view.insertText(">")
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == regular)
    }

    @Test func typingAttributesDefaultToTheViewsFontAndColour() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.font = .systemFont(ofSize: 30)
        view.textColor = .blue
        #expect(view.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 30))
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .blue)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        field.font = .systemFont(ofSize: 30)
        #expect(field.typingAttributes?[.font] as? UIFont == .systemFont(ofSize: 30))
        field.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 9)]
        #expect(field.typingAttributes?[.font] as? UIFont == .boldSystemFont(ofSize: 9))
        field.insertText("x")
        #expect(field.typingAttributes?[.font] as? UIFont == .systemFont(ofSize: 30))
    }
}
