import Foundation
import OpenUIKitHost

/// Input methods: the focused text input's state goes to the surface after each frame, and
/// what the method composes comes back as marked text and what it commits as typing.
extension WindowHost {
    /// The focused text input as the input method should see it; `nil` when none is focused.
    func textInputState() -> HostTextInputState? {
        guard let responder = window.firstResponderInWindow, responder.isFirstResponder,
            let input = responder as? UITextInput, let view = responder as? UIView,
            let selection = input.selectedTextRange,
            let text = input.text(in: input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) ?? selection)
        else { return nil }
        let scale = window.screen.scale
        let caret = view.convert(input.caretRect(for: selection.end), to: window)
        let pixels = CGRect(x: caret.minX * scale, y: caret.minY * scale, width: caret.width * scale, height: caret.height * scale)
        guard pixels.minX.isFinite, pixels.minY.isFinite, pixels.width.isFinite, pixels.height.isFinite else { return nil }
        let rect = pixels.integral
        let secure = (responder as? UITextField)?.isSecureTextEntry == true
        return HostTextInputState(
            text: secure ? "" : text,
            selection: secure ? 0..<0 : input.offset(from: input.beginningOfDocument, to: selection.start)..<input.offset(from: input.beginningOfDocument, to: selection.end),
            caret: HostPixelRect(x: Int(saturating: rect.minX), y: Int(saturating: rect.minY), width: Int(saturating: rect.width), height: Int(saturating: rect.height)),
            purpose: secure ? .password : .normal)
    }

    /// Tells the surface about the focused text input when it changed.
    func publishTextInput() {
        let state = textInputState()
        guard state != shownTextInput else { return }
        shownTextInput = state
        surface.setTextInput(state)
    }

    /// Applies an input method's change to the focused text input, in the protocol's order:
    /// the old provisional text goes, text around the selection is deleted, the committed
    /// text is typed, the new provisional text is marked.
    func apply(_ change: HostTextInputChange) {
        guard let input = window.firstResponderInWindow as? UITextInput, (input as? UIResponder)?.isFirstResponder == true else { return }
        if input.markedTextRange != nil { input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
        deleteAroundSelection(of: input, before: change.deleteBefore, after: change.deleteAfter)
        if let commit = change.commit, !commit.isEmpty { input.insertText(commit) }
        if !change.preedit.isEmpty {
            let length = change.preedit.utf16.count
            let selection = change.preeditSelection.map { max(0, min($0.lowerBound, length))..<max(0, min($0.upperBound, length)) } ?? length..<length
            input.setMarkedText(change.preedit, selectedRange: NSRange(location: selection.lowerBound, length: max(0, selection.count)))
        }
    }

    /// Deletes `before` UTF-16 units before the selection and `after` units after it (the
    /// text after first, so the positions before it still hold).
    private func deleteAroundSelection(of input: UITextInput, before: Int, after: Int) {
        if after > 0, let selection = input.selectedTextRange {
            let end = input.position(from: selection.end, offset: min(after, 1 << 20)) ?? input.endOfDocument
            if let range = input.textRange(from: selection.end, to: end), !range.isEmpty { input.replace(range, withText: "") }
        }
        if before > 0, let selection = input.selectedTextRange {
            let start = input.position(from: selection.start, offset: -min(before, 1 << 20)) ?? input.beginningOfDocument
            if let range = input.textRange(from: start, to: selection.start), !range.isEmpty { input.replace(range, withText: "") }
        }
    }
}
