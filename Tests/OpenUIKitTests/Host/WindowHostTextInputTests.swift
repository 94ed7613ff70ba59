import Foundation
import OpenUIKitHost
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// The window host tells the surface about the focused text input and applies what the
/// platform's input method sends, in the order input-method protocols define.
@MainActor
@Suite struct WindowHostTextInputTests {
    private func hosted(_ text: String) -> (WindowHost, RecordingSurface, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 40))
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        let surface = RecordingSurface(width: 400, height: 160)
        return (WindowHost(window: window, surface: surface), surface, field)
    }

    @Test func theFocusedFieldIsDescribedToTheInputMethod() throws {
        let (host, surface, field) = hosted("héllo")
        host.presentFrame()
        #expect(surface.textInputStates.isEmpty, "nothing focused, nothing said")
        field.becomeFirstResponder()
        host.presentFrame()
        let state = try #require(surface.textInputStates.last ?? nil)
        #expect(state.text == "héllo" && state.selection == 5..<5)
        // The caret in window pixels: inside the field's frame at scale 2.
        #expect(state.caret.x > 40 && state.caret.x < 360 && state.caret.y >= 40 && state.caret.y + state.caret.height <= 120)
        host.presentFrame()
        #expect(surface.textInputStates.count == 1, "unchanged state is not sent again")
        field.isSecureTextEntry = true
        host.presentFrame()
        #expect(surface.textInputStates.last??.purpose == .password)
        #expect(surface.textInputStates.last??.text == "", "a password's text is not handed to the input method")
        field.resignFirstResponder()
        host.presentFrame()
        #expect(surface.textInputStates.last == .some(nil), "focus left: the input method is told")
    }

    @Test func changesApplyInTheProtocolsOrder() {
        let (host, surface, field) = hosted("ab cd")
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 3)!, to: field.position(from: field.beginningOfDocument, offset: 3)!)
        surface.events = [.textInput(HostTextInputChange(preedit: "ね", preeditSelection: 1..<1))]
        host.processEvents()
        #expect(field.text == "ab ねcd" && field.markedTextRange != nil)
        // One change: the preedit goes, one unit before and after is deleted, text is
        // committed, and new preedit is marked.
        surface.events = [.textInput(HostTextInputChange(deleteBefore: 1, deleteAfter: 1, commit: "猫", preedit: "が", preeditSelection: nil))]
        host.processEvents()
        #expect(field.text == "ab猫がd")
        #expect(field.markedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
        surface.events = [.textInput(HostTextInputChange(commit: "が"))]
        host.processEvents()
        #expect(field.text == "ab猫がd" && field.markedTextRange == nil)
    }

    @Test func garbageFromTheInputMethodIsHeldToTheText() {
        let (host, surface, field) = hosted("xyz")
        field.becomeFirstResponder()
        surface.events = [
            .textInput(HostTextInputChange(deleteBefore: Int.max / 2, deleteAfter: 1 << 40, commit: "\u{FFFF}\u{301}", preedit: "\u{202E}q", preeditSelection: -5..<99)),
        ]
        host.processEvents()
        #expect(field.text == "\u{FFFF}\u{301}\u{202E}q", "deletions stop at the ends; odd text is only text")
        surface.events = [.textInput(HostTextInputChange())]
        host.processEvents()
        #expect(field.markedTextRange == nil)
    }
}
