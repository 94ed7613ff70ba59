import Foundation

/// A control for editing a line of text (or several, along a vertical axis), bound to a
/// string or, through a format, to a value.
///
/// ```swift
/// @State private var name = ""
/// @State private var age = 30
///
/// var body: some View {
///     TextField("Name", text: $name)
///         .textFieldStyle(.roundedBorder)
///         .onSubmit { save() }
///     TextField("Age", value: $age, format: .number)
///     TextField("Notes", text: $notes, axis: .vertical)
/// }
/// ```
///
/// The field is OpenUIKit's `UITextField` (a `UITextView` that grows with its lines
/// along the vertical axis); the label or `prompt` shows as the placeholder. A value bound
/// through a format is parsed when editing ends or the text is submitted; text that does
/// not parse is put back to the value's.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String?
    let axis: Axis
    let isSecure: Bool
    /// For fields bound through a format: the text shown for the value and what parses it.
    let formatting: TextFieldFormatting?
    let label: Label

    init(text: Binding<String>, placeholder: String?, axis: Axis, isSecure: Bool = false,
         formatting: TextFieldFormatting? = nil, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
        self.isSecure = isSecure
        self.formatting = formatting
        self.label = label
    }

    public var body: some View {
        TextInputHost(text: text, placeholder: placeholder, multiline: axis == .vertical, isSecure: isSecure, formatting: formatting)
    }
}

/// How a field bound to a value shows and reads it.
struct TextFieldFormatting {
    /// The value's text now.
    let formatted: () -> String
    /// Reads `text` into the value; `false` when it does not parse.
    let commit: (String) -> Bool
}

extension TextField {
    /// A field with a label of any views (shown as the placeholder when it is text).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(text: text, placeholder: prompt?.plainString ?? (label as? Text)?.plainString, axis: axis, label: label)
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey).plainString, axis: .horizontal, label: Text(titleKey))
    }

    /// A field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), axis: .horizontal, label: Text(title))
    }

    /// A field with a prompt shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?.plainString ?? Text(titleKey).plainString, axis: .horizontal, label: Text(titleKey))
    }

    /// A field along an axis: `.vertical` grows a line at a time as the text wraps.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(titleKey).plainString, axis: axis, label: Text(titleKey))
    }

    /// A field along an axis with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.plainString ?? Text(titleKey).plainString, axis: axis, label: Text(titleKey))
    }

    /// A field along an axis, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: String(title), axis: axis, label: Text(title))
    }

    /// A field editing a value through a format style: `TextField("Price", value: $price, format: .number)`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let (text, formatting) = Self.formatted(value, format: format)
        self.init(text: text, placeholder: prompt?.plainString ?? Text(titleKey).plainString, axis: .horizontal,
                  formatting: formatting, label: Text(titleKey))
    }

    /// A field editing a value through a format style, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        let (text, formatting) = Self.formatted(value, format: format)
        self.init(text: text, placeholder: prompt?.plainString ?? String(title), axis: .horizontal, formatting: formatting, label: Text(title))
    }

    /// A field editing a value through a Foundation formatter. Number and date formatters
    /// read the text back; with other formatters the value shows but edits are put back.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let show = { formatter.string(for: value.wrappedValue) ?? "" }
        let formatting = TextFieldFormatting(formatted: show) { text in
            guard let parsed = Self.parse(text, with: formatter) as? V else { return false }
            value.wrappedValue = parsed
            return true
        }
        self.init(text: .constant(show()), placeholder: prompt?.plainString ?? Text(titleKey).plainString, axis: .horizontal,
                  formatting: formatting, label: Text(titleKey))
    }

    /// `text` read by a number or date formatter; `nil` for text they do not read and for
    /// other formatters (Foundation on Linux does not let them parse).
    private static func parse(_ text: String, with formatter: Formatter) -> Any? {
        if let numbers = formatter as? NumberFormatter { return numbers.number(from: text) }
        if let dates = formatter as? DateFormatter { return dates.date(from: text) }
        return nil
    }

    private static func formatted<F: ParseableFormatStyle>(
        _ value: Binding<F.FormatInput>, format: F
    ) -> (Binding<String>, TextFieldFormatting) where F.FormatOutput == String {
        let show = { format.format(value.wrappedValue) }
        let formatting = TextFieldFormatting(formatted: show) { text in
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
        return (.constant(show()), formatting)
    }
}

/// A field whose characters show as dots: for passwords.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, placeholder: prompt?.plainString ?? Text(titleKey).plainString, axis: .horizontal,
                          isSecure: true, label: Text(titleKey))
    }

    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, placeholder: prompt?.plainString ?? String(title), axis: .horizontal, isSecure: true, label: Text(title))
    }
}

extension SecureField {
    /// A secure field with a label of any views.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = TextField(text: text, placeholder: prompt?.plainString ?? (label as? Text)?.plainString, axis: .horizontal,
                          isSecure: true, label: label)
    }
}
