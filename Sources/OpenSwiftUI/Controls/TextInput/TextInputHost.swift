import Foundation

/// The UIKit text control behind a ``TextField``: a `UITextField`, or for a vertical
/// field a `UITextView` growing with its lines. It writes the binding as the person types.
struct TextInputHost: View, PrimitiveView {
    let text: Binding<String>
    let placeholder: String?
    let multiline: Bool
    let isSecure: Bool
    let formatting: TextFieldFormatting?

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let font = (environment.font ?? .body).uiFont(for: environment.contentSizeCategory)
        let color = ForegroundStyle().color(in: environment)
        let alignment = environment.multilineTextAlignment.nsTextAlignment(for: environment.layoutDirection)
        if multiline {
            let view = node.platformView(ofType: GrowingTextView.self) { GrowingTextView() }
            _ = node.tracked { text.wrappedValue }
            view.configure(text: text, placeholder: placeholder, onSubmit: environment.submitActions)
            if view.font != font { view.font = font }
            if view.textColor != color { view.textColor = color }
            if view.textAlignment != alignment { view.textAlignment = alignment }
            view.isEditable = environment.isEnabled
            node.setLayout(GrowingTextLayout(view: view))
        } else {
            let field = node.platformView(ofType: TextFieldControl.self) { TextFieldControl() }
            _ = node.tracked { formatting?.formatted() ?? text.wrappedValue }
            field.configure(text: text, placeholder: placeholder, formatting: formatting, onSubmit: environment.submitActions)
            if field.isSecureTextEntry != isSecure { field.isSecureTextEntry = isSecure }
            if field.font != font { field.font = font }
            if field.textColor != color { field.textColor = color }
            if field.textAlignment != alignment { field.textAlignment = alignment }
            let border = environment.textFieldStyle.borderStyle
            if field.borderStyle != border { field.borderStyle = border }
            if field.isEnabled != environment.isEnabled { field.isEnabled = environment.isEnabled }
            node.setLayout(RepresentableLayout(view: field) { proposal in
                let height = field.intrinsicContentSize.height
                return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? field.idealWidth, height: height)
            })
        }
        node.removeChildren(from: 0)
    }
}

/// The `UITextField` of a SwiftUI text field.
final class TextFieldControl: UITextField, UITextFieldDelegate {
    private var binding: Binding<String>?
    private var formatting: TextFieldFormatting?
    private var submitActions: [@MainActor () -> Void] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        addAction(UIAction { [weak self] _ in self?.editingChanged() }, for: .editingChanged)
        addAction(UIAction { [weak self] _ in self?.submit() }, for: .editingDidEndOnExit)
    }

    func configure(text: Binding<String>, placeholder: String?, formatting: TextFieldFormatting?, onSubmit: [@MainActor () -> Void]) {
        binding = text
        self.formatting = formatting
        submitActions = onSubmit
        if self.placeholder != placeholder { self.placeholder = placeholder }
        // While the person edits a formatted value, their text stands until they finish.
        let shown = formatting.map { isEditing ? (self.text ?? "") : $0.formatted() } ?? text.wrappedValue
        if (self.text ?? "") != shown { self.text = shown }
    }

    /// A width to take when none is offered: the placeholder's or the text's, whichever is wider.
    var idealWidth: CGFloat {
        let measure = UILabel()
        measure.font = font
        measure.text = (text?.isEmpty == false ? text : placeholder) ?? ""
        return max(measure.intrinsicContentSize.width + 16, 44)
    }

    private func editingChanged() {
        guard formatting == nil, let binding else { return }
        let current = text ?? ""
        if binding.wrappedValue != current { binding.wrappedValue = current }
    }

    private func submit() {
        commitFormattedValue()
        for action in submitActions { action() }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        commitFormattedValue()
    }

    /// Parses the text into the bound value, or puts the value's text back.
    private func commitFormattedValue() {
        guard let formatting else { return }
        _ = formatting.commit(text ?? "")
        // Parsed or not, the field shows the value as its format writes it.
        text = formatting.formatted()
    }
}

/// The `UITextView` of a vertical SwiftUI text field or a text editor.
final class GrowingTextView: UITextView, UITextViewDelegate {
    private var binding: Binding<String>?
    private let placeholderLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        isScrollEnabled = false
        backgroundColor = .clear
        textContainerInset = .zero
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.isUserInteractionEnabled = false
        addSubview(placeholderLabel)
    }

    func configure(text: Binding<String>, placeholder: String?, onSubmit: [@MainActor () -> Void]) {
        binding = text
        if self.text != text.wrappedValue { self.text = text.wrappedValue }
        placeholderLabel.text = placeholder
        placeholderLabel.isHidden = !text.wrappedValue.isEmpty || placeholder == nil
    }

    override var font: UIFont? {
        didSet { placeholderLabel.font = font }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeholderLabel.frame = CGRect(x: textContainerInset.left, y: textContainerInset.top, width: bounds.width, height: placeholderLabel.intrinsicContentSize.height)
    }

    func textViewDidChange(_ textView: UITextView) {
        let current = text ?? ""
        placeholderLabel.isHidden = !current.isEmpty || placeholderLabel.text == nil
        if let binding, binding.wrappedValue != current { binding.wrappedValue = current }
    }
}

/// A growing text view takes the width offered and the height of its lines there.
struct GrowingTextLayout: NodeLayout {
    let view: UITextView

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 200
        let fitted = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let lineHeight = view.font?.lineHeight ?? 20
        return CGSize(width: width, height: max(fitted.height, lineHeight))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}

/// A multiline editor filling the space it is offered, bound to a string.
///
/// ```swift
/// TextEditor(text: $notes).frame(minHeight: 120)
/// ```
///
/// The editor is OpenUIKit's `UITextView`, scrolling when the text is taller than it.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) { self.text = text }

    public var body: some View { TextEditorHost(text: text) }
}

/// The `UITextView` behind a ``TextEditor``.
struct TextEditorHost: View, PrimitiveView {
    let text: Binding<String>

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let view = node.platformView(ofType: GrowingTextView.self) { GrowingTextView() }
        view.isScrollEnabled = true
        _ = node.tracked { text.wrappedValue }
        view.configure(text: text, placeholder: nil, onSubmit: [])
        let font = (environment.font ?? .body).uiFont(for: environment.contentSizeCategory)
        if view.font != font { view.font = font }
        view.isEditable = environment.isEnabled
        node.setLayout(FlexibleLeafLayout())
        node.removeChildren(from: 0)
    }
}
