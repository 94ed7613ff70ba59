import Foundation

/// How a button looks, pressed or not; the button still handles the touches. Make one of
/// your own, or use `.plain`, `.borderless`, `.bordered` or `.borderedProminent`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16).padding(.vertical, 8)
///             .background(.orange, in: .capsule)
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The button's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A button's label, role and whether it is pressed.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    /// Whether a finger is down on the button.
    public let isPressed: Bool
}

/// A button style, type-erased.
typealias AnyButtonStyle = ErasedStyle<ButtonStyleConfiguration>

extension ErasedStyle where Configuration == ButtonStyleConfiguration {
    @MainActor init<S: ButtonStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// A button drawn by a style: its control handles touches and tells the style when it is pressed.
struct StyledButton: View {
    let style: AnyButtonStyle
    let role: ButtonRole?
    let label: AnyView
    let action: @MainActor () -> Void
    @State private var isPressed = false

    var body: some View {
        PressableControl(action: action, isPressed: $isPressed) {
            style.makeBody(ButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: isPressed))
        }
    }
}

/// The control behind a styled button: it hosts the style's views and reports presses.
struct PressableControl<Content: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    @Binding var isPressed: Bool
    let content: Content

    init(action: @escaping @MainActor () -> Void, isPressed: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.action = action
        _isPressed = isPressed
        self.content = content()
    }

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let control = node.platformView(ofType: ButtonControl.self, hostsChildren: true) { ButtonControl() }
        control.fadesWhenPressed = false
        control.action = action
        control.keyboardShortcut = context.environment.keyboardShortcut
        control.toggleState = context.environment.buttonToggleState
        control.readsAsLink = context.environment.buttonReadsAsLink
        let pressed = $isPressed
        control.onPressedChange = { pressed.wrappedValue = $0 }
        if control.isEnabled != context.environment.isEnabled { control.isEnabled = context.environment.isEnabled }
        node.setLayout(ImplicitStackLayout())
        var inner = context
        inner.stackAxis = nil
        inner.environment.buttonToggleState = nil
        inner.environment.buttonReadsAsLink = false
        inner.environment.keyboardShortcut = nil
        node.showOnly(content, context: inner)
    }
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
    /// The style of buttons inside; `nil` for the automatic look.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons inside.
    ///
    /// ```swift
    /// Button("Continue") { next() }.buttonStyle(PillStyle())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style)).environment(\.primitiveButtonStyle, nil)
    }
}
