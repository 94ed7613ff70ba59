import Foundation

/// The keyboard rules UIKit's text inputs share: arrows move by character, with Option or
/// Control by word, with Command to the ends; Shift extends the selection; Backspace and
/// Delete remove characters, words or everything before the caret; Command or Control with
/// A, C, X, V, Z (and Shift-Z or Y) select all, copy, cut, paste, undo and redo.
@MainActor
protocol TextEditingKeys: UIResponder {
    var editor: TextEditingModel { get set }
    /// Whether the last edit was typing, which the next keystroke's undo step joins.
    var isTyping: Bool { get set }
    /// Copying is refused and cutting deletes nothing (secure entry).
    var refusesCopying: Bool { get }
    /// Whether pasted line breaks are kept.
    var acceptsLineBreaks: Bool { get }
    /// Whether the input lays out right to left (arrows then swap).
    var laysOutRightToLeft: Bool { get }
    func userSelect(_ change: (inout TextEditingModel) -> Void)
    @discardableResult func userEdit(_ range: Range<Int>, with replacement: String, typing: Bool) -> Bool
    /// Up and down (and page up and down): by line, or to the ends of a single line.
    func moveVertically(down: Bool, page: Bool, extending: Bool)
    /// Return (or Enter).
    func pressReturn()
    /// Undo or redo put back earlier text: lay it out and tell whoever listens.
    func editingDidRestore()
}

extension TextEditingKeys {
    /// Records the text and selection as they are, so undo brings them back (and redo
    /// what undo replaced).
    func registerUndoSnapshot() {
        let text = editor.text, selection = editor.selection
        undoManager?.registerUndo(withTarget: self) { input in input.restoreSnapshot(text: text, selection: selection) }
        undoManager?.setActionName("Typing")
    }

    private func restoreSnapshot(text: String, selection: Range<Int>) {
        registerUndoSnapshot()
        isTyping = false
        editor.setText(text)
        editor.select(selection)
        editingDidRestore()
    }

    // UITextInput's position arithmetic, on UTF-16 offsets clamped to the text.

    func textRange(between fromPosition: UITextPosition, and toPosition: UITextPosition) -> UITextRange? {
        let lower = min(fromPosition.offset, toPosition.offset), upper = max(fromPosition.offset, toPosition.offset)
        return lower >= 0 && upper <= editor.length ? UITextRange(lower..<upper) : nil
    }

    func position(after position: UITextPosition, by offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return (0...editor.length).contains(target) ? UITextPosition(offset: target) : nil
    }

    func order(of position: UITextPosition, and other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension TextEditingKeys {
    /// Acts on a key; `false` for keys left to the responder chain (tab, escape,
    /// unhandled shortcuts).
    func handleEditingKey(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        let shortcut = flags.contains(.command) || flags.contains(.control)
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.alternate) || (flags.contains(.control) && !flags.contains(.command))
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = (key.keyCode == .keyboardRightArrow) != laysOutRightToLeft
            let unit: TextEditingModel.Unit = flags.contains(.command) ? .document : byWord ? .word : .character
            userSelect { $0.move(forward: forward, by: unit, extending: extending) }
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardPageUp, .keyboardPageDown:
            let down = key.keyCode == .keyboardDownArrow || key.keyCode == .keyboardPageDown
            if flags.contains(.command) {
                userSelect { $0.move(forward: down, by: .document, extending: extending) }
            } else {
                moveVertically(down: down, page: key.keyCode == .keyboardPageUp || key.keyCode == .keyboardPageDown, extending: extending)
            }
        case .keyboardHome:
            userSelect { $0.move(forward: false, by: .document, extending: extending) }
        case .keyboardEnd:
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
            userEdit(editor.selection, with: typed, typing: true)
        }
        return true
    }

    private func delete(forward: Bool, by unit: TextEditingModel.Unit) {
        let range = editor.deletionRange(forward: forward, by: unit)
        guard !range.isEmpty else { return }
        userEdit(range, with: "", typing: false)
    }

    private func performShortcut(_ letter: String, shifted: Bool) -> Bool {
        switch letter {
        case "a": userSelect { $0.select(0..<$0.length) }
        case "c": copySelection()
        case "x":
            copySelection()
            if !refusesCopying, !editor.selection.isEmpty { userEdit(editor.selection, with: "", typing: false) }
        case "v":
            guard let pasted = UIPasteboard.general.string else { return true }
            userEdit(editor.selection, with: acceptsLineBreaks ? pasted : pasted.filter { $0 != "\n" && $0 != "\r" }, typing: false)
        case "z": shifted ? undoManager?.redo() : undoManager?.undo()
        case "y": undoManager?.redo()
        default: return false
        }
        return true
    }

    private func copySelection() {
        guard !refusesCopying, !editor.selection.isEmpty, let selected = editor.substring(editor.selection) else { return }
        UIPasteboard.general.string = selected
    }
}

/// The presses a text input acted on, so their releases do not travel up the responder
/// chain either (a press and its release go to the same place, as UIKit requires).
struct HandledPresses {
    private var pressed: Set<ObjectIdentifier> = []

    /// Whether the input takes a press: it is first responder and `handle` acts on the key.
    @MainActor mutating func begin(_ presses: Set<UIPress>, isFirstResponder: Bool, handle: (UIKey) -> Bool) -> Bool {
        guard isFirstResponder, let press = presses.first, let key = press.key, handle(key) else { return false }
        pressed.insert(ObjectIdentifier(press))
        return true
    }

    /// Whether the press ending was one the input took.
    @MainActor mutating func end(_ presses: Set<UIPress>) -> Bool {
        guard let press = presses.first else { return false }
        return pressed.remove(ObjectIdentifier(press)) != nil
    }
}
