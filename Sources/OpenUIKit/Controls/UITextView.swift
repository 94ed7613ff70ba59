import Foundation
import OpenCoreText

/// Multi-line editable (or only selectable) text in a scroll view.
///
/// ```swift
/// let notes = UITextView(frame: CGRect(x: 16, y: 100, width: 340, height: 200))
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.text = "Liquid Glass notes"
/// notes.delegate = self
/// ```
///
/// Text wraps to the width inside `textContainerInset` (and 5 points of line fragment
/// padding on each side); the content grows with it and scrolls. Editing keys are the text
/// field's, with up and down moving by line and return starting a new one.
///
/// Differs from Apple's: attributed text keeps only the string (the view's font and colour
/// style it); data detectors, TextKit objects and marked text are not there. While the view
/// is first responder a drag selects text (as a pointer does on iPad) and the wheel scrolls;
/// otherwise a drag scrolls.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    var editor = TextEditingModel()
    var isTyping = false
    /// Attributes marked text is drawn with (an underline when `nil`).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Where the text is drawn: the visible part of the content.
    let canvas = TextViewCanvas()
    let caretView = UIView()
    private var cachedLayout: (text: String, width: CGFloat, layout: TextLayout?)?
    /// The x a run of up and down arrows keeps to.
    var verticalGoal: CGFloat?
    /// Space on each side of a line inside the text container, as TextKit's line fragment padding.
    static let lineFragmentPadding: CGFloat = 5

    /// The text; setting it sends no delegate calls and drops any attributes.
    open var text: String! {
        get { editor.text }
        set {
            storage = NSMutableAttributedString(string: newValue ?? "")
            editor.setText(newValue ?? "")
            isTyping = false
            textDidChange()
        }
    }

    /// The styled text: runs keep their attributes (links among them) while the text is
    /// edited; characters without a font or colour take the view's.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set {
            storage = NSMutableAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            editor.setText(storage.string)
            isTyping = false
            textDidChange()
        }
    }

    /// The attributes links are drawn with: the link colour and a single underline, as in UIKit.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link, .underlineStyle: NSUnderlineStyle.single.rawValue] {
        didSet { textDidChange() }
    }

    /// The text and its attributes, kept in step with the editor's text.
    var storage = NSMutableAttributedString(string: "")

    /// Typing attributes an app set, and the selection they were set at: they hold until
    /// the selection moves.
    var typingAttributesOverride: (attributes: [NSAttributedString.Key: Any], selection: Range<Int>)?

    /// The attributes to apply to new text the user enters.
    ///
    /// By default those of the character before the caret (the first character's at the
    /// start), less any link or attachment, with the view's font and colour where they set
    /// none. Set them to style what is typed next; as in UIKit they are cleared (and read
    /// from the text again) when the selection changes.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes = attributesForTypedText(at: editor.selection.lowerBound)
            if attributes[.font] == nil { attributes[.font] = font ?? Self.defaultFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = textColor ?? .label }
            return attributes
        }
        set { typingAttributesOverride = (newValue, editor.selection) }
    }

    /// The font (12-point system font, as in UIKit, by default).
    open var font: UIFont? = UITextView.defaultFont { didSet { textDidChange() } }
    /// The text colour.
    open var textColor: UIColor? = .label { didSet { canvas.setNeedsDisplay() } }
    /// How lines sit in the width.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// Whether the user may change the text.
    open var isEditable = true
    /// Whether the user may select text (and copy it).
    open var isSelectable = true
    /// Room between the view's edges and the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// The selection as an `NSRange` of UTF-16 offsets.
    open var selectedRange: NSRange {
        get { NSRange(location: editor.selection.lowerBound, length: editor.selection.count) }
        set {
            guard newValue.location != NSNotFound else { return }
            userSelect { $0.select(newValue.location..<(newValue.location + max(0, newValue.length))) }
        }
    }

    static let defaultFont = UIFont.systemFont(ofSize: 12)

    // MARK: Accessibility (UIKit's: an element whose value is its text)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
        canvas.textView = self
        canvas.isUserInteractionEnabled = false
        addSubview(canvas)
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UITextView.handleTap)
        addGestureRecognizer(tap)
        textDidChange()
    }

    /// The text delegate, when the scroll delegate is one.
    var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// The canvas follows the visible part of the content.
    open override var contentOffset: CGPoint {
        didSet {
            canvas.frame = bounds
            canvas.setNeedsDisplay()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if cachedLayout?.width != textWidth { textDidChange() }
        canvas.frame = bounds
        placeCaret()
    }

    // MARK: Layout

    /// The width lines wrap to.
    var textWidth: CGFloat { max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding) }

    /// Where the text's frame starts, in content coordinates.
    var textOrigin: CGPoint { CGPoint(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top) }

    /// The text laid out for the current width (kept until the text, font or width changes).
    var textLayout: TextLayout? {
        let width = textWidth
        if let cachedLayout, cachedLayout.text == editor.text, cachedLayout.width == width { return cachedLayout.layout }
        let layout = TextLayout(
            displayedText, font: font ?? Self.defaultFont, color: textColor ?? .label, width: width, maximumLines: 0, mode: .byWordWrapping,
            alignment: textAlignment, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        cachedLayout = (editor.text, width, layout)
        return layout
    }

    var lineHeight: CGFloat { (font ?? Self.defaultFont).lineHeight }

    func textDidChange() {
        cachedLayout = nil
        let height = (textLayout?.height ?? lineHeight) + (editor.text.hasSuffix("\n") ? lineHeight : 0)
        contentSize = CGSize(width: bounds.width, height: ceil(height + textContainerInset.top + textContainerInset.bottom))
        canvas.setNeedsDisplay()
        setNeedsLayout()
    }

    /// The size that shows all the text when lines wrap to `size.width` (less the insets and
    /// padding): the width asked for and the text's height, as UIKit measures a text view.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        let lineWidth = max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
        let layout = TextLayout(
            displayedText, font: font ?? Self.defaultFont, color: textColor ?? .label, width: lineWidth, maximumLines: 0,
            mode: .byWordWrapping, alignment: textAlignment, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let height = (layout?.height ?? lineHeight) + (editor.text.hasSuffix("\n") ? lineHeight : 0)
        return CGSize(width: width, height: ceil(height + textContainerInset.top + textContainerInset.bottom))
    }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, isEditable ? textDelegate?.textViewShouldBeginEditing(self) ?? true : true,
            super.becomeFirstResponder()
        else { return false }
        isTyping = false
        // Drags select while the view is first responder.
        panGestureRecognizer.isEnabled = false
        if isEditable { textDelegate?.textViewDidBeginEditing(self) }
        setNeedsLayout()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard isEditable ? textDelegate?.textViewShouldEndEditing(self) ?? true : true, super.resignFirstResponder() else { return false }
        isTyping = false
        panGestureRecognizer.isEnabled = isScrollEnabled
        if isEditable { textDelegate?.textViewDidEndEditing(self) }
        canvas.setNeedsDisplay()
        setNeedsLayout()
        return true
    }

    /// Applies a user edit: asks the delegate, records undo, tells the delegate.
    @discardableResult
    func userEdit(_ range: Range<Int>, with replacement: String, typing: Bool) -> Bool {
        let range = editor.editableRange(range)
        guard isEditable else { return false }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard textDelegate?.textView(self, shouldChangeTextIn: nsRange, replacementText: replacement) ?? true else { return false }
        if !(typing && isTyping) { registerUndoSnapshot() }
        isTyping = typing
        verticalGoal = nil
        replaceStorage(range, with: replacement)
        editor.replace(range, with: replacement)
        textDidChange()
        scrollToCaret()
        textDelegate?.textViewDidChange(self)
        textDelegate?.textViewDidChangeSelection(self)
        return true
    }

    /// Moves the selection as the user did.
    func userSelect(_ change: (inout TextEditingModel) -> Void) {
        let before = editor.selection
        change(&editor)
        editor.unmark()
        isTyping = false
        guard editor.selection != before else { return }
        canvas.setNeedsDisplay()
        setNeedsLayout()
        scrollToCaret()
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Undo or redo changed the text: tell the delegate, as for an edit.
    func editingDidRestore() {
        storage = NSMutableAttributedString(string: editor.text)
        textDidChange()
        textDelegate?.textViewDidChange(self)
    }

    // MARK: Keys and taps

    private var handledPresses = HandledPresses()

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handledPresses.begin(presses, isFirstResponder: isFirstResponder, handle: handleEditingKey) {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handledPresses.end(presses) { super.pressesEnded(presses, with: event) }
    }

    /// A tap starts editing and places the caret; two select a word, three everything.
    func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, isSelectable || isEditable else { return }
        if followLink(at: tap.location(in: self)) { return }
        if !isFirstResponder { becomeFirstResponder() }
        guard let position = closestPosition(to: tap.location(in: self)) else { return }
        let taps = lastTapCount
        userSelect { editor in
            switch taps {
            case 2: editor.select(editor.wordRange(at: position.offset))
            case 3...: editor.select(editor.paragraphRange(at: position.offset))
            default: editor.setCaret(position.offset)
            }
        }
    }

    /// How many taps the last touch counted (a double click selects a word).
    var lastTapCount = 1

    /// While the view is first responder a drag selects text, as a pointer does on iPad
    /// (the wheel still scrolls); otherwise it scrolls.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastTapCount = touches.first?.tapCount ?? 1
        if isFirstResponder, let touch = touches.first, let position = closestPosition(to: touch.location(in: self)) {
            selectionAnchor = position.offset
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isFirstResponder, let anchor = selectionAnchor, let touch = touches.first, let position = closestPosition(to: touch.location(in: self)) {
            userSelect { $0.select(min(anchor, position.offset)..<max(anchor, position.offset), anchoredAtStart: position.offset >= anchor) }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionAnchor = nil
        super.touchesEnded(touches, with: event)
    }

    /// Where a selecting drag began (a UTF-16 offset).
    private var selectionAnchor: Int?

    // MARK: UIKeyInput and UITextInput

    open var hasText: Bool { !editor.text.isEmpty }

    /// Marked text: an input method's provisional text, composed in place and underlined
    /// until the method commits it (or the user moves the caret away).
    open var markedTextRange: UITextRange? { editor.marked.map { UITextRange($0) } }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let replaced = editor.compositionRange
        guard userEdit(replaced, with: text, typing: true) else { return }
        editor.markInserted(text, at: replaced.lowerBound, selecting: selectedRange)
        canvas.setNeedsDisplay()
        setNeedsLayout()
    }

    open func unmarkText() {
        guard editor.marked != nil else { return }
        editor.unmark()
        canvas.setNeedsDisplay()
    }
    open func insertText(_ text: String) { userEdit(editor.marked ?? editor.selection, with: text, typing: true) }
    open func deleteBackward() {
        let range = editor.deletionRange(forward: false, by: .character)
        if !range.isEmpty { userEdit(range, with: "", typing: false) }
    }
    open func text(in range: UITextRange) -> String? { editor.substring(range.offsets) }
    open func replace(_ range: UITextRange, withText text: String) { userEdit(range.offsets, with: text, typing: false) }
    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set { if let newValue { userSelect { $0.select(newValue.offsets) } } }
    }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textRange(between: fromPosition, and: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { self.position(after: position, by: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var target = position.offset
        for _ in 0..<max(0, offset) {
            switch direction {
            case .right: target = editor.boundary(after: target)
            case .left: target = editor.boundary(before: target)
            case .up, .down: target = positionOnAdjacentLine(from: target, down: direction == .down, x: caretRect(for: UITextPosition(offset: target)).midX)
            }
        }
        return UITextPosition(offset: target)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { order(of: position, and: other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// The caret for a position, in content coordinates (after a final line break, on the
    /// empty line below).
    open func caretRect(for position: UITextPosition) -> CGRect {
        let origin = textOrigin
        guard let layout = textLayout, layout.lineCount > 0 else {
            return CGRect(x: origin.x - 1, y: origin.y, width: 2, height: lineHeight)
        }
        if position.offset >= editor.length, editor.text.hasSuffix("\n") {
            let last = layout.frame.lineExtent(layout.lineCount - 1)
            return CGRect(x: origin.x - 1, y: origin.y + last.top + last.height, width: 2, height: lineHeight)
        }
        let line = layout.frame.lineIndex(containing: position.offset)
        let extent = layout.frame.lineExtent(line)
        let x = layout.frame.caretOffset(at: position.offset, line: line)
        return CGRect(x: origin.x + x - 1, y: origin.y + extent.top, width: 2, height: extent.height)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        let start = caretRect(for: range.start), end = caretRect(for: range.end)
        guard start.minY == end.minY else { return CGRect(x: start.minX, y: start.minY, width: bounds.width - start.minX, height: start.height) }
        return CGRect(x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        guard let layout = textLayout, layout.lineCount > 0 else { return UITextPosition(offset: 0) }
        let origin = textOrigin
        let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        let last = layout.frame.lineExtent(layout.lineCount - 1)
        if local.y >= last.top + last.height, editor.text.hasSuffix("\n") { return UITextPosition(offset: editor.length) }
        return UITextPosition(offset: editor.boundary(atOrBefore: layout.index(at: local)))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = closestPosition(to: point) else { return nil }
        return UITextRange(position.offset..<editor.boundary(after: position.offset))
    }
}
