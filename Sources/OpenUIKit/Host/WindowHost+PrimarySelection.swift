import Foundation
import OpenUIKitHost

/// The primary selection of Linux desktops: text selected in a text input becomes the
/// desktop's primary selection, and a middle click pastes the primary selection into the
/// text input under the pointer, at the pointer.
extension WindowHost {
    /// Gives the surface the focused text input's selected text when it changed. An empty
    /// selection leaves the primary selection as it was, as desktop toolkits do.
    func publishPrimarySelection() {
        guard let input = window.firstResponderInWindow as? UITextInput, (input as? UIResponder)?.isFirstResponder == true,
            (input as? UITextField)?.isSecureTextEntry != true,
            let range = input.selectedTextRange, !range.isEmpty,
            let text = input.text(in: range), !text.isEmpty, text != shownPrimarySelection
        else { return }
        shownPrimarySelection = text
        surface.setPrimarySelection(text)
    }

    /// Pastes the primary selection into the editable text input at `point` (in the
    /// window's points), with the caret moved there first; elsewhere a middle click does nothing.
    func pastePrimarySelection(at point: CGPoint) {
        guard let text = surface.primarySelectionText(), !text.isEmpty,
            let view = editableTextInput(at: point), let input = view as? UITextInput
        else { return }
        if !view.isFirstResponder { _ = view.becomeFirstResponder() }
        guard view.isFirstResponder else { return }
        if let position = input.closestPosition(to: view.convert(point, from: window)) {
            input.selectedTextRange = input.textRange(from: position, to: position)
        }
        input.insertText(text)
        // What the app pasted is not a new selection of its own.
        shownPrimarySelection = text
    }

    /// The editable text field or text view under `point`, if any.
    private func editableTextInput(at point: CGPoint) -> UIView? {
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            if let field = candidate as? UITextField { return field.isEnabled ? field : nil }
            if let textView = candidate as? UITextView { return textView.isEditable ? textView : nil }
            view = candidate.superview
        }
        return nil
    }
}
