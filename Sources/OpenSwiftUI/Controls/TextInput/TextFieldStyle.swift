import Foundation

/// How text fields look: `.automatic` and `.plain` (no border, as iOS draws fields
/// outside forms) or `.roundedBorder`.
///
/// Differs from SwiftUI: styles of your own are not there (SwiftUI's requirement is
/// underscored); choose among the built-in ones.
public protocol TextFieldStyle {
    /// The UIKit border the style draws.
    var _borderStyle: UITextField.BorderStyle { get }
}

/// The platform's field style: no border.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _borderStyle: UITextField.BorderStyle { .none }
}

/// A field without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _borderStyle: UITextField.BorderStyle { .none }
}

/// A field in a rounded rectangle.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _borderStyle: UITextField.BorderStyle { .roundedRect }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded rectangle.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The resolved field style in the environment.
struct ResolvedTextFieldStyle: Equatable {
    let borderStyle: UITextField.BorderStyle
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedTextFieldStyle { ResolvedTextFieldStyle(borderStyle: .none) }
}

extension EnvironmentValues {
    var textFieldStyle: ResolvedTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, ResolvedTextFieldStyle(borderStyle: style._borderStyle))
    }
}
