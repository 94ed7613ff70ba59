import Foundation

/// How a toggle looks and works: make one of your own from the configuration, or use
/// `.switch`, `.button` or `.checkbox`.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style shows.
    associatedtype Body: View
    /// The toggle's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// A toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on; setting it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all on or all off.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style, type-erased.
typealias AnyToggleStyle = ErasedStyle<ToggleStyleConfiguration>

extension ErasedStyle where Configuration == ToggleStyleConfiguration {
    @MainActor init<S: ToggleStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style of toggles inside; the switch by default.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}


extension View {
    /// Sets the style of the toggles inside.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
