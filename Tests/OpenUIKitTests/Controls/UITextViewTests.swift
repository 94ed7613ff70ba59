import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Multi-line text edited through scripted keys and taps.
@MainActor
@Suite struct UITextViewTests {
    final class Recorder: UITextViewDelegate {
        var changes = 0
        var refuseDigits = false
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !(refuseDigits && text.contains { $0.isNumber })
        }
    }

    private func editingView(_ text: String = "", width: CGFloat = 300, height: CGFloat = 120) -> (UIWindow, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width + 20, height: height + 20))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: height))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(view.becomeFirstResponder())
        return (window, view)
    }

    @Test func returnStartsALineAndTheDelegateHearsEachChange() {
        let (window, view) = editingView()
        let recorder = Recorder()
        view.delegate = recorder
        window.typeText("one")
        window.pressKey(.keyboardReturnOrEnter)
        window.typeText("two")
        #expect(view.text == "one\ntwo")
        #expect(recorder.changes == 7)
        recorder.refuseDigits = true
        window.typeText("3")
        #expect(view.text == "one\ntwo")
        let firstLine = view.caretRect(for: view.beginningOfDocument)
        let end = view.caretRect(for: view.endOfDocument)
        #expect(end.minY > firstLine.maxY - 1, "the caret is on the second line")
    }

    @Test func upAndDownMoveByLineKeepingTheColumn() {
        let (window, view) = editingView("abcdef\nabcdef\nab")
        view.selectedRange = NSRange(location: 10, length: 0)  // "abc|def" on the second line
        window.pressKey(.keyboardUpArrow)
        #expect(view.selectedRange.location == 3)
        window.pressKey(.keyboardDownArrow)
        window.pressKey(.keyboardDownArrow)
        #expect(view.selectedRange.location == 16, "the short last line ends the move")
        window.pressKey(.keyboardUpArrow)
        #expect(view.selectedRange.location == 10, "back to the column the moves started in")
        window.pressKey(.keyboardUpArrow, modifiers: .shift)
        #expect(view.selectedRange == NSRange(location: 3, length: 7))
    }

    @Test func longTextWrapsGrowsTheContentAndScrollsToTheCaret() {
        let (window, view) = editingView("", width: 200, height: 80)
        window.typeText(String(repeating: "glass lens ", count: 20))
        #expect(view.contentSize.height > 200, "wrapped into many lines")
        #expect(view.contentOffset.y > 0, "scrolled to keep the caret in view")
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5)
        #expect(caret.maxX <= 200, "lines wrap inside the width")
    }

    @Test func aTapPlacesTheCaretAndReadOnlyTextStaysPut() {
        let (window, view) = editingView("first line\nsecond line")
        let second = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 14)!)
        window.tap(at: CGPoint(x: view.frame.minX + second.midX + 1, y: view.frame.minY + second.midY))
        #expect(view.selectedRange.location == 14)
        view.isEditable = false
        window.typeText("x")
        #expect(view.text == "first line\nsecond line")
        window.pressKey(.keyboardA, modifiers: .control)
        window.pressKey(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "first line\nsecond line", "selectable text copies")
    }
}

extension UITextViewTests {
    final class LinkRecorder: UITextViewDelegate {
        var opened: [URL] = []
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
            opened.append(URL)
            return false
        }
    }

    @Test func linksDrawAsLinksAndTapsReachTheDelegate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        view.isEditable = false
        let text = NSMutableAttributedString(string: "Read the ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let url = try #require(URL(string: "https://example.com/glass"))
        text.append(NSAttributedString(string: "glass guide", attributes: [.font: UIFont.systemFont(ofSize: 20), .link: url]))
        view.attributedText = text
        let recorder = LinkRecorder()
        view.delegate = recorder
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The link is drawn in the link colour.
        let image = try #require(window.renderedImage().cgImage)
        let scale = image.width / 320
        let linkStart = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 9)!)
        var blue = 0
        for y in Int(10 + linkStart.minY) * scale..<Int(10 + linkStart.maxY) * scale {
            for x in Int(10 + linkStart.minX) * scale..<Int(10 + linkStart.minX + 60) * scale {
                let p = image.rgba(atX: x, y: y)
                if p.blue > 200, p.red < 80 { blue += 1 }
            }
        }
        #expect(blue > 20 * scale * scale, "link text takes the link colour")
        let inside = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 12)!)
        window.tap(at: CGPoint(x: 10 + inside.midX + 3, y: 10 + inside.midY))
        #expect(recorder.opened == [url])
        window.tap(at: CGPoint(x: 10 + 20, y: 10 + inside.midY))
        #expect(recorder.opened.count == 1, "plain text is not a link")
        #expect(view.attributedText.attribute(.link, at: 10, effectiveRange: nil) as? URL == url)
    }
}

extension UITextViewTests {
    @Test func aTripleTapSelectsTheParagraphAndTheCaretBlinks() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, view) = editingView("first paragraph\nsecond one\nthird")
        let second = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 19)!)
        let point = CGPoint(x: view.frame.minX + second.midX, y: view.frame.minY + second.midY)
        window.tap(at: point)
        window.layoutIfNeeded()
        #expect(view.caretView.layer.animation(forKey: "blink") != nil, "the caret fades in and out")
        TestClock.advance(by: 1)
        window.tap(at: point)
        window.tap(at: point)
        window.tap(at: point)
        #expect(view.selectedRange == NSRange(location: 16, length: 11), "the paragraph with its line break")
    }
}

extension UITextViewTests {
    @Test func dragsSelectWhileEditingAndScrollOtherwise() {
        let (window, view) = editingView("glass lens frost tint", width: 300, height: 60)
        let start = view.caretRect(for: view.beginningOfDocument)
        let fifth = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 10)!)
        window.drag(from: CGPoint(x: view.frame.minX + start.midX + 1, y: view.frame.minY + start.midY),
                    to: CGPoint(x: view.frame.minX + fifth.midX, y: view.frame.minY + fifth.midY))
        #expect(view.selectedRange == NSRange(location: 0, length: 10))
        view.resignFirstResponder()
        #expect(view.panGestureRecognizer.isEnabled, "scrolling by drag comes back")
    }
}
