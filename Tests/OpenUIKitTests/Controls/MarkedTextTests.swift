import Foundation
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// Input methods compose through marked text: provisional, underlined, replaced as the
/// method goes on, committed by `insertText` or `unmarkText`.
@MainActor
@Suite struct MarkedTextTests {
    private func field(_ text: String = "") -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        field.font = .systemFont(ofSize: 20)
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        return (window, field)
    }

    private func offsets(_ input: UITextInput, _ range: UITextRange?) -> Range<Int>? {
        range.map { input.offset(from: input.beginningOfDocument, to: $0.start)..<input.offset(from: input.beginningOfDocument, to: $0.end) }
    }

    @Test func markedTextIsReplacedAsTheMethodComposesAndCommittedByInsertText() {
        let (_, field) = field("A ")
        #expect(field.markedTextRange == nil)
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "A に")
        #expect(offsets(field, field.markedTextRange) == 2..<3)
        field.setMarkedText("にほん", selectedRange: NSRange(location: 3, length: 0))
        #expect(field.text == "A にほん", "the marked text is replaced, not added to")
        #expect(offsets(field, field.markedTextRange) == 2..<5)
        #expect(offsets(field, field.selectedTextRange) == 5..<5, "the caret where the method put it")
        field.insertText("日本")
        #expect(field.text == "A 日本", "committing replaces the marked text")
        #expect(field.markedTextRange == nil)
        #expect(offsets(field, field.selectedTextRange) == 4..<4)
    }

    @Test func theSelectionInsideMarkedTextIsHeldToIt() {
        let (_, field) = field()
        field.setMarkedText("かな", selectedRange: NSRange(location: 0, length: 1))
        #expect(offsets(field, field.selectedTextRange) == 0..<1, "a conversion segment selected")
        field.setMarkedText("かな", selectedRange: NSRange(location: 40, length: 9))
        #expect(offsets(field, field.selectedTextRange) == 2..<2, "out of range: held to the end")
    }

    @Test func unmarkKeepsTheTextAndAnEmptyStringRemovesIt() {
        let (_, field) = field()
        field.setMarkedText("abc", selectedRange: NSRange(location: 3, length: 0))
        field.unmarkText()
        #expect(field.text == "abc" && field.markedTextRange == nil)
        field.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
        field.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(field.text == "abc", "cancelling composition removes the provisional text")
        #expect(field.markedTextRange == nil)
    }

    @Test func movingTheCaretCommitsMarkedText() {
        let (_, field) = field()
        field.setMarkedText("ime", selectedRange: NSRange(location: 3, length: 0))
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.markedTextRange == nil && field.text == "ime")
    }

    @Test func markedTextIsUnderlined() throws {
        let (window, field) = field()
        field.textColor = .black
        field.setMarkedText("WWWW", selectedRange: NSRange(location: 4, length: 0))
        let image = window.renderedImage()
        let marked = try #require(image.cgImage)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? image.pngData()?.write(to: URL(fileURLWithPath: folder).appendingPathComponent("marked-text.png"))
        }
        field.unmarkText()
        let plain = try #require(window.renderedImage().cgImage)
        // Rows that changed: only a thin line at the bottom of the text.
        var changedRows = Set<Int>()
        for y in 0..<plain.height {
            for x in 0..<plain.width where marked.rgba(atX: x, y: y) != plain.rgba(atX: x, y: y) { changedRows.insert(y) }
        }
        #expect(!changedRows.isEmpty, "the underline is drawn")
        #expect(changedRows.count <= 3, "and it is a thin line: \(changedRows.sorted())")
    }

    @Test func aTextViewComposesToo() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let window = UIWindow(frame: view.frame)
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.text = "line\n"
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 5, length: 0)
        view.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        view.setMarkedText("한글", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.text == "line\n한글")
        #expect(offsets(view, view.markedTextRange) == 5..<7)
        view.insertText("韓國")
        #expect(view.text == "line\n韓國" && view.markedTextRange == nil)
    }

    @Test func theDelegateCanRefuseComposition() {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { false }
        }
        let (_, field) = field("fixed")
        let delegate = Refusing()
        field.delegate = delegate
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "fixed" && field.markedTextRange == nil)
    }
}
