import Foundation

/// A toggle as a button that stays highlighted (filled with a tint wash) while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            configuration.label
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .background(configuration.isOn ? AnyShapeStyle(.tint.opacity(0.2)) : AnyShapeStyle(Color.clear), in: .capsule)
        }
        .accessibilityToggleState(configuration.isOn)
    }
}

/// A toggle as a square box, checked while on, leading its label.
///
/// macOS's style in SwiftUI; OpenSwiftUI offers it on every platform.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: {
            HStack(spacing: 8) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label.foregroundStyle(.primary)
            }
        }
        .accessibilityToggleState(configuration.isOn)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button highlighted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box leading the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
