import Foundation

/// A control that turns something on or off: a switch beside its label, or another look
/// from ``View/toggleStyle(_:)``.
///
/// ```swift
/// @State private var notifications = true
///
/// var body: some View {
///     Toggle("Notifications", isOn: $notifications)
/// }
/// ```
///
/// The switch is OpenUIKit's `UISwitch`; screen readers read the toggle as that switch,
/// named by the label.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle with a label of any views.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.makeBody(
            ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(content: AnyView(label)), isOn: $isOn),
            fallback: AnyToggleStyle(SwitchToggleStyle()))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with a string (a literal makes a localized key instead).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle of a style's configuration: how a style of your own shows the standard look
    /// with something added.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}
