import Foundation

/// The platform's button style: outside lists and bars, the label in the tint, fading
/// while pressed.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
    }
}

/// A button drawn as its label alone, in the foreground style (not the tint), dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .plain))
    }
}

/// A button drawn as its label in the tint, with no border, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .borderless))
    }
}

/// A button on a tinted wash in its border shape (a capsule by default), its label in
/// the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .bordered))
    }
}

/// A button filled with the tint in its border shape, its label white: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        StyledButton(configuration, look: ButtonLook(kind: .borderedProminent))
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's style for where the button is.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone, in the foreground style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, without a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted wash behind the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A tint fill behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension StyledButton {
    /// A button of a primitive configuration drawn in one of the built-in looks.
    init(_ configuration: PrimitiveButtonStyleConfiguration, look: ButtonLook) {
        self.init(style: AnyButtonStyle(look), role: configuration.role, label: AnyView(configuration.label), action: configuration.action)
    }
}
