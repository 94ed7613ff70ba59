import Foundation

/// The least a responder needs to take typing: whether it has text, inserting and deleting.
///
/// Differs from Apple's: it does not inherit `UITextInputTraits` (keyboard types and the
/// like mean nothing without an on-screen keyboard).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts text at the caret, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret.
    func deleteBackward()
}
