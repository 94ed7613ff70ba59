import Foundation

/// A responder whose text can be edited position by position: replacing ranges, the
/// selection, geometry for carets and hit testing.
///
/// OpenUIKit's `UITextField` and `UITextView` adopt it; input methods on the desktop
/// (IBus, fcitx, a Wayland compositor's) compose through its marked text. Differs from
/// Apple's: the tokenizer, the input delegate, writing-direction changes and selection
/// rectangles are not part of it yet (see `Docs/Remaining.md`).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in a range; `nil` for a range outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection; an empty range is the caret.
    var selectedTextRange: UITextRange? { get set }
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// A range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16) from another; `nil` past the ends.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from another in a layout direction.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How far apart two positions are (UTF-16).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The caret's rectangle for a position, in the input's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of a range's first line.
    func firstRect(for range: UITextRange) -> CGRect
    /// The position nearest a point.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The character range at a point.
    func characterRange(at point: CGPoint) -> UITextRange?

    /// The input method's provisional text (marked text), or `nil` when it is not composing.
    var markedTextRange: UITextRange? { get }
    /// Attributes marked text is drawn with (an underline when `nil`).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, when there is none, the selection) with `markedText`,
    /// marks it, and selects `selectedRange` within it (relative to its start). An empty
    /// or `nil` string removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends composition: the marked text stays as ordinary text.
    func unmarkText()
}
