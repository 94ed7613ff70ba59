import Foundation

/// A button style that handles the interaction itself: its view calls the
/// configuration's `trigger()` when the button should act.
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view a button in this style shows.
    associatedtype Body: View
    /// The button's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    /// A button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The label.
    public let label: Label
    let action: @MainActor () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = label
        action = trigger
    }

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// A primitive button style, type-erased.
typealias AnyPrimitiveButtonStyle = ErasedStyle<PrimitiveButtonStyleConfiguration>

extension ErasedStyle where Configuration == PrimitiveButtonStyleConfiguration {
    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard button for a primitive style's configuration: what a style of your own
    /// wraps to keep the usual behaviour.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
        ignoresPrimitiveStyle = true
    }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey { static var defaultValue: AnyPrimitiveButtonStyle? { nil } }

extension EnvironmentValues {
    /// The primitive style of buttons inside, if one was set.
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a style that handles the interaction of the buttons inside: the built-in
    /// `.automatic`, `.plain`, `.borderless`, `.bordered` and `.borderedProminent`, or one
    /// of your own.
    ///
    /// ```swift
    /// Button("Continue") { next() }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style)).environment(\.buttonStyle, nil)
    }
}
