import Foundation
import OpenCoreText

/// A single line of editable text.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 16, y: 100, width: 300, height: 36))
/// field.borderStyle = .roundedRect
/// field.placeholder = "Search"
/// field.clearButtonMode = .whileEditing
/// field.addAction(UIAction { _ in print(field.text ?? "") }, for: .editingChanged)
/// ```
///
/// Tap or click it to edit: it becomes first responder and takes keys (arrows move by
/// character, with Option or Control by word, with Command to the ends; Shift extends the
/// selection; Command or Control with A, C, X, V, Z select all, copy, cut, paste and undo).
/// A drag selects, a double click a word, a triple click everything.
///
/// Differs from Apple's: attributed text keeps only the text (the field's font and colour
/// style it); there is no on-screen keyboard, input-method marked text, autocorrection or
/// `adjustsFontSizeToFitWidth`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// How the field's edge is drawn.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }

    var editor = TextEditingModel()
    /// The typing run's undo snapshot is registered; later keystrokes extend it.
    var isTyping = false
    /// Attributes marked text is drawn with (an underline when `nil`).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Horizontal scroll of the text within its rectangle, so the caret stays in view.
    var scrollOffset: CGFloat = 0
    private var cachedLayout: (text: String, layout: TextLayout?)?
    let caretView = UIView()

    /// The text (never `nil` when read: an empty field has `""`). Setting it moves the caret
    /// to the end and sends no events, as in UIKit.
    open var text: String? {
        get { editor.text }
        set {
            editor.setText(newValue ?? "")
            isTyping = false
            textDidChange()
        }
    }

    /// The text with the field's font and colour.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: editor.text, attributes: defaultTextAttributes) }
        set { text = newValue?.string }
    }

    /// Typing attributes an app set, and the selection they were set at.
    private var typingAttributesOverride: (attributes: [NSAttributedString.Key: Any], selection: Range<Int>)?

    /// The attributes to apply to new text the user enters: the field's
    /// `defaultTextAttributes` unless set. As in UIKit, what is set is cleared when the
    /// selection changes. A field draws all its text in its default attributes (its
    /// attributed text keeps only the string), so what is set here is reported but styles
    /// no part of the text.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            if let override = typingAttributesOverride, override.selection == editor.selection { return override.attributes }
            return defaultTextAttributes
        }
        set { typingAttributesOverride = newValue.map { ($0, editor.selection) } }
    }

    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }
    /// The placeholder with attributes of its own.
    open var attributedPlaceholder: NSAttributedString? { didSet { setNeedsDisplay() } }
    /// The font (17-point system font by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text colour (`.label` by default).
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }
    /// How the text sits in the field; `.natural` follows the layout direction.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    /// The edge: none, a line, a bezel, or the rounded rectangle of standard forms.
    open var borderStyle: BorderStyle = .none { didSet { textDidChange() } }
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never { didSet { textDidChange() } }
    /// A view at the leading edge, and when it shows.
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the trailing edge, and when it shows.
    open var rightView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Shows bullets instead of the characters, and refuses copying.
    open var isSecureTextEntry = false { didSet { textDidChange() } }
    /// Empties the field when editing begins.
    open var clearsOnBeginEditing = false
    /// Asked about edits and told about editing.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (it is first responder).
    open private(set) var isEditing = false

    /// The attributes the text is drawn with: the field's font and colour.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label] }
        set {
            if let newFont = newValue[.font] as? UIFont { font = newFont }
            if let newColor = newValue[.foregroundColor] as? UIColor { textColor = newColor }
        }
    }

    // MARK: Accessibility (UIKit's: an element whose value is its text, or the placeholder)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? {
        if let text, !text.isEmpty { return text }
        return placeholder
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
    }

    /// Fields can be first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: Rectangles

    /// The rectangle the border leaves for text and overlays.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: inside the border's padding and clear of the overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalPadding, dy: 0)
        if shownLeftView != nil {
            let start = max(rect.minX, leftViewRect(forBounds: bounds).maxX + 4)
            rect = CGRect(x: start, y: rect.minY, width: max(0, rect.maxX - start), height: rect.height)
        }
        if shownRightView != nil {
            rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX - 4) - rect.minX)
        } else if showsClearButton {
            rect.size.width = max(0, min(rect.maxX, clearButtonRect(forBounds: bounds).minX - 4) - rect.minX)
        }
        return rect
    }

    /// Where the text is while editing (the same as `textRect(forBounds:)`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the placeholder is drawn.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's square at the trailing edge.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        let trailing = shownRightView.map { _ in rightViewRect(forBounds: bounds).minX - 4 } ?? bounds.maxX - max(6, horizontalPadding - 1)
        return CGRect(x: trailing - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The left view's frame: its own size, centred vertically at the leading edge.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's frame at the trailing edge.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var horizontalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { isShown(clearButtonMode) && !editor.text.isEmpty }
    private var shownLeftView: UIView? { isShown(leftViewMode) ? leftView : nil }
    private var shownRightView: UIView? { isShown(rightViewMode) ? rightView : nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, shown, rect) in [
            (leftView, shownLeftView != nil, leftViewRect(forBounds: bounds)), (rightView, shownRightView != nil, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
        // Text set before the field had its size was scrolled for a zero-width rectangle.
        let scrolled = scrollOffset
        scrollToCaret()
        if scrollOffset != scrolled { setNeedsDisplay() }
        placeCaret()
    }

    /// The size of one line of text in the font, with the border's padding.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let sample = editor.text.isEmpty ? (placeholder ?? "") : displayedText
        let width = TextLayout(sample, font: font, color: .black, width: 0, maximumLines: 1, mode: .byClipping, alignment: .left, rightToLeft: false)?
            .exactSize.width ?? 0
        let vertical: CGFloat = borderStyle == .roundedRect ? 14 : 4
        return CGSize(width: (width + horizontalPadding * 2).rounded(.up), height: (font.lineHeight + vertical).rounded(.up))
    }

    // MARK: Keys and touches

    /// Where a drag that selects began (a UTF-16 offset).
    var dragAnchor = 0

    /// Presses the field acted on, so their ends do not travel up the chain either.
    private var handledPresses = HandledPresses()

    /// Keys edit the text while the field is first responder; others go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handledPresses.begin(presses, isFirstResponder: isFirstResponder, handle: handleEditingKey) {
            super.pressesBegan(presses, with: event)
        }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !handledPresses.end(presses) { super.pressesEnded(presses, with: event) }
    }

    /// A touch starts editing and places the caret (a double tap selects a word, a triple
    /// tap everything); the clear button empties the field.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        touchBegan(touch)
    }

    /// Dragging extends the selection from where the touch began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchMoved(touch)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        touchEnded(touch)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        sendActions(for: .touchCancel)
    }

    // MARK: Drawing

    /// Draws the border, the selection, the text (or placeholder) and the clear button.
    open override func draw(_ rect: CGRect) { drawContents() }

    /// Draws the text in its rectangle, centred vertically and scrolled to the caret.
    open func drawText(in rect: CGRect) { drawScrolledText(in: rect) }

    /// Draws the placeholder in `.placeholderText` (or its own attributes).
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

    // MARK: Text layout

    /// The characters shown: the text, or bullets for secure entry.
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: editor.text.count) : editor.text
    }

    /// The shown text laid out on one line (kept until the text or font changes).
    var textLayout: TextLayout? {
        let shown = displayedText
        if let cachedLayout, cachedLayout.text == shown { return cachedLayout.layout }
        let layout = TextLayout(
            shown, font: font ?? .systemFont(ofSize: 17), color: textColor ?? .label, width: 0, maximumLines: 1, mode: .byClipping,
            alignment: .left, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        cachedLayout = (shown, layout)
        return layout
    }

    /// A UTF-16 offset of the text in the shown text (secure entry shows one bullet per character).
    func displayedOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return editor.substring(0..<offset)?.count ?? 0
    }

    /// An offset of the shown text back in the text.
    func textOffset(ofDisplayed offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return String(editor.text.prefix(offset)).utf16.count
    }

    /// Where the line starts in the text rectangle, before scrolling: by alignment.
    func lineStartX(in rect: CGRect) -> CGFloat {
        let width = textLayout?.exactSize.width ?? 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch textAlignment {
        case .center: return rect.minX + (rect.width - width) / 2
        case .right: return rect.maxX - width
        case .natural where rightToLeft: return rect.maxX - width
        default: return rect.minX
        }
    }

    /// The x of the caret for a text offset, in the field's coordinates.
    func caretX(for offset: Int) -> CGFloat {
        let rect = editingRect(forBounds: bounds)
        return lineStartX(in: rect) - scrollOffset + (textLayout?.caretOffset(at: displayedOffset(offset)) ?? 0)
    }

    /// Scrolls so the caret is inside the text rectangle.
    func scrollToCaret() {
        let rect = editingRect(forBounds: bounds)
        let width = textLayout?.exactSize.width ?? 0
        guard width > rect.width else {
            scrollOffset = 0
            return
        }
        let caret = lineStartX(in: rect) + (textLayout?.caretOffset(at: displayedOffset(editor.caret)) ?? 0)
        if caret - scrollOffset > rect.maxX - 1 { scrollOffset = caret - rect.maxX + 1 }
        if caret - scrollOffset < rect.minX { scrollOffset = caret - rect.minX }
        scrollOffset = max(0, min(scrollOffset, width - rect.width + 2))
    }

    /// The text or font changed: lay out again, redraw, move the caret.
    func textDidChange() {
        cachedLayout = nil
        scrollToCaret()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Editing

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { editor.setText("") }
        isTyping = false
        textDidChange()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        isTyping = false
        editor.setCaret(editor.caret)
        textDidChange()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        return true
    }

    /// Applies a user edit: asks the delegate, records undo, sends `.editingChanged`.
    /// Returns whether it happened.
    @discardableResult
    func userEdit(_ range: Range<Int>, with replacement: String, typing: Bool = false) -> Bool {
        let range = editor.editableRange(range)
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: nsRange, replacementString: replacement) ?? true else { return false }
        if !(typing && isTyping) { registerUndoSnapshot() }
        isTyping = typing
        editor.replace(range, with: replacement)
        textDidChange()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Moves the selection as the user did (which commits marked text); tells the delegate.
    func userSelect(_ change: (inout TextEditingModel) -> Void) {
        let before = editor.selection
        change(&editor)
        editor.unmark()
        isTyping = false
        guard editor.selection != before else { return }
        scrollToCaret()
        setNeedsDisplay()
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Undo or redo changed the text: as an edit, without asking the delegate.
    func editingDidRestore() {
        textDidChange()
        sendActions(for: .editingChanged)
    }

    // MARK: UIKeyInput

    /// Whether the field has text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// Types text at the caret, replacing the selection (or an input method's marked text,
    /// which it commits).
    open func insertText(_ text: String) {
        userEdit(editor.marked ?? editor.selection, with: text, typing: true)
    }

    /// Deletes the selection or the character before the caret.
    open func deleteBackward() {
        let range = editor.deletionRange(forward: false, by: .character)
        guard !range.isEmpty else { return }
        userEdit(range, with: "")
    }

    // MARK: UITextInput

    /// Marked text: an input method's provisional text, composed in place and underlined
    /// until the method commits it (or the user moves the caret away).
    open var markedTextRange: UITextRange? { editor.marked.map { UITextRange($0) } }

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let replaced = editor.compositionRange
        guard userEdit(replaced, with: text, typing: true) else { return }
        editor.markInserted(text, at: replaced.lowerBound, selecting: selectedRange)
        scrollToCaret()
        setNeedsDisplay()
        setNeedsLayout()
    }

    open func unmarkText() {
        guard editor.marked != nil else { return }
        editor.unmark()
        setNeedsDisplay()
    }


    open func text(in range: UITextRange) -> String? { editor.substring(range.offsets) }

    open func replace(_ range: UITextRange, withText text: String) { userEdit(range.offsets, with: text) }

    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.selection) }
        set {
            guard let newValue else { return }
            userSelect { $0.select(newValue.offsets) }
        }
    }

    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.length) }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textRange(between: fromPosition, and: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        self.position(after: position, by: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var target = position.offset
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for _ in 0..<max(0, offset) {
            switch direction {
            case .right: target = rightToLeft ? editor.boundary(before: target) : editor.boundary(after: target)
            case .left: target = rightToLeft ? editor.boundary(after: target) : editor.boundary(before: target)
            case .up: target = 0
            case .down: target = editor.length
            }
        }
        return UITextPosition(offset: target)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { order(of: position, and: other) }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open func caretRect(for position: UITextPosition) -> CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let rect = editingRect(forBounds: bounds)
        return CGRect(x: caretX(for: position.offset) - 1, y: rect.midY - lineHeight / 2, width: 2, height: lineHeight).integral
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        let a = caretX(for: range.offsets.lowerBound), b = caretX(for: range.offsets.upperBound)
        let caret = caretRect(for: range.start)
        return CGRect(x: min(a, b), y: caret.minY, width: abs(b - a), height: caret.height)
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let rect = editingRect(forBounds: bounds)
        let x = point.x - lineStartX(in: rect) + scrollOffset
        let shown = textLayout?.index(at: CGPoint(x: x, y: 0)) ?? 0
        return UITextPosition(offset: editor.boundary(atOrBefore: textOffset(ofDisplayed: shown)))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = closestPosition(to: point) else { return nil }
        return UITextRange(position.offset..<editor.boundary(after: position.offset))
    }
}
