import Foundation

/// What the focused text input tells the platform's input method: the text around the
/// caret (for prediction and reconversion), the selection, where the caret is (the
/// candidate window opens beside it) and what kind of text it takes.
public struct HostTextInputState: Equatable, Sendable {
    /// The kinds of text an input can take, for input methods that change their behaviour.
    public enum Purpose: Equatable, Sendable {
        case normal, password, number, phone, url, email
    }

    /// The input's text (or the part around the caret).
    public var text: String
    /// The selection in `text`, in UTF-16 offsets; empty for a caret.
    public var selection: Range<Int>
    /// The caret's rectangle in the window, in pixels.
    public var caret: HostPixelRect
    /// The kind of text.
    public var purpose: Purpose

    /// A text input's state for the input method.
    public init(text: String, selection: Range<Int>, caret: HostPixelRect, purpose: Purpose = .normal) {
        self.text = text
        self.selection = selection
        self.caret = caret
        self.purpose = purpose
    }
}

/// One change an input method makes, applied in this order: the current provisional text is
/// removed, text around the selection is deleted, text is committed at the caret, and new
/// provisional (marked) text is inserted there.
public struct HostTextInputChange: Equatable, Sendable {
    /// UTF-16 units to delete before and after the selection.
    public var deleteBefore: Int
    public var deleteAfter: Int
    /// Text to commit (type), if any.
    public var commit: String?
    /// The new provisional text (empty: none).
    public var preedit: String
    /// The selection within `preedit` in UTF-16 offsets; `nil` hides the caret (it is put at
    /// the end).
    public var preeditSelection: Range<Int>?

    /// A change; by default one that does nothing (and removes any provisional text).
    public init(deleteBefore: Int = 0, deleteAfter: Int = 0, commit: String? = nil, preedit: String = "", preeditSelection: Range<Int>? = nil) {
        self.deleteBefore = deleteBefore
        self.deleteAfter = deleteAfter
        self.commit = commit
        self.preedit = preedit
        self.preeditSelection = preeditSelection
    }
}
