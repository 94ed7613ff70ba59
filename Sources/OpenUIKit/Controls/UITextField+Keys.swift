import Foundation

extension UITextField {
    /// Acts on a key while editing; `false` for keys the field leaves to the responder
    /// chain (tab, escape, unhandled shortcuts).
    func handleKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shortcut = flags.contains(.command) || flags.contains(.control)
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.alternate) || (flags.contains(.control) && !flags.contains(.command))
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let forward = (key.keyCode == .keyboardRightArrow) != rightToLeft
            let unit: TextEditingModel.Unit = flags.contains(.command) ? .document : byWord ? .word : .character
            userSelect { $0.move(forward: forward, by: unit, extending: extending) }
        case .keyboardUpArrow, .keyboardHome, .keyboardPageUp:
            userSelect { $0.move(forward: false, by: .document, extending: extending) }
        case .keyboardDownArrow, .keyboardEnd, .keyboardPageDown:
            userSelect { $0.move(forward: true, by: .document, extending: extending) }
        case .keyboardDeleteOrBackspace:
            delete(forward: false, by: flags.contains(.command) ? .document : byWord ? .word : .character)
        case .keyboardDeleteForward:
            delete(forward: true, by: byWord ? .word : .character)
        case .keyboardReturnOrEnter, .keypadEnter:
            pressReturn()
        case .keyboardTab, .keyboardEscape:
            return false
        default:
            if shortcut { return performShortcut(key.charactersIgnoringModifiers.lowercased(), shifted: extending) }
            let typed = key.characters.filter { !$0.isControlCharacter }
            guard !typed.isEmpty else { return false }
            insertText(typed)
        }
        return true
    }

    private func delete(forward: Bool, by unit: TextEditingModel.Unit) {
        let range = editor.deletionRange(forward: forward, by: unit)
        guard !range.isEmpty else { return }
        userEdit(range, with: "")
    }

    /// Return: the delegate may refuse; otherwise `.editingDidEndOnExit` and the primary
    /// action are sent, and the field resigns when something listens for the former.
    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if resigns { resignFirstResponder() }
    }

    /// Command (or Control) shortcuts: select all, copy, cut, paste, undo and redo.
    private func performShortcut(_ letter: String, shifted: Bool) -> Bool {
        switch letter {
        case "a": userSelect { $0.select(0..<$0.length) }
        case "c": copySelection()
        case "x":
            copySelection()
            if !isSecureTextEntry, !editor.selection.isEmpty { userEdit(editor.selection, with: "") }
        case "v":
            guard let pasted = UIPasteboard.general.string else { return true }
            userEdit(editor.selection, with: pasted.filter { $0 != "\n" && $0 != "\r" })
        case "z": shifted ? undoManager?.redo() : undoManager?.undo()
        case "y": undoManager?.redo()
        default: return false
        }
        return true
    }

    private func copySelection() {
        guard !isSecureTextEntry, !editor.selection.isEmpty, let selected = editor.substring(editor.selection) else { return }
        UIPasteboard.general.string = selected
    }
}

extension Character {
    /// Control characters (C0, DEL, C1): what Control shortcuts and editing keys produce.
    var isControlCharacter: Bool {
        unicodeScalars.allSatisfy { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
