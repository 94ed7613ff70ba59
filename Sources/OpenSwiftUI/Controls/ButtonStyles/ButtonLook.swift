import Foundation

/// The built-in button looks, as button styles: the plain label, the tinted label, the
/// tinted wash and the tint fill, sized by the control size and shaped by the border shape.
struct ButtonLook: ButtonStyle {
    enum Kind: Equatable { case plain, borderless, bordered, borderedProminent, glass(Glass), glassProminent }
    let kind: Kind

    func makeBody(configuration: Configuration) -> some View {
        ButtonLookBody(kind: kind, configuration: configuration)
    }
}

/// One built-in look for one button, reading the environment it is drawn in.
struct ButtonLookBody: View {
    let kind: ButtonLook.Kind
    let configuration: ButtonStyleConfiguration
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.self) private var environment

    /// The tint, red for destructive buttons, grey when disabled.
    private var accent: Color {
        if !isEnabled { return Color(uiColor: .tertiaryLabel) }
        if configuration.role == .destructive { return .red }
        return environment.tint ?? .accentColor
    }

    /// The fill of a prominent button: the tint, except that a bar's primary colour (its
    /// items' default) gives way to the screen's tint.
    private var prominentFill: Color {
        guard isEnabled, configuration.role != .destructive, let screenTint = environment.barProminentTint,
              environment.tint == Color.primary else { return accent }
        return screenTint
    }

    var body: some View {
        switch kind {
        case .plain:
            configuration.label
                .foregroundStyle(isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
                .opacity(configuration.isPressed ? 0.4 : 1)
        case .borderless:
            configuration.label
                .foregroundStyle(accent)
                .opacity(configuration.isPressed ? 0.4 : 1)
        case .bordered, .borderedProminent:
            bordered
        case .glass(let glass):
            onGlass(glass, text: isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
        case .glassProminent:
            onGlass(isEnabled ? .regular.tint(prominentFill) : .regular, text: isEnabled ? AnyShapeStyle(Color.white) : AnyShapeStyle(Color(uiColor: .tertiaryLabel)))
        }
    }

    /// The label padded on interactive glass in the border shape (the glass swells and
    /// glows under the finger, so the label does not dim).
    private func onGlass(_ glass: Glass, text: AnyShapeStyle) -> some View {
        padded(text: text).glassEffect(glass.interactive(isEnabled), in: borderShape)
    }

    /// The label in the control size's font and padding, in `text`'s style.
    private func padded(text: AnyShapeStyle) -> some View {
        let metrics = ButtonMetrics(controlSize)
        return configuration.label
            .font(metrics.font)
            .foregroundStyle(text)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
            .frame(minHeight: metrics.minimumHeight)
    }

    private var bordered: some View {
        let prominent = kind == .borderedProminent
        let fill: Color = !isEnabled ? Color(uiColor: .tertiarySystemFill) : prominent ? prominentFill : accent.opacity(0.15)
        let text: Color = prominent && isEnabled ? .white : accent
        return padded(text: AnyShapeStyle(text))
            .background(fill, in: borderShape)
            .opacity(configuration.isPressed ? 0.65 : 1)
    }
}

/// Sizes of bordered buttons for each control size, close to iOS 26's.
struct ButtonMetrics {
    let font: Font
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    let minimumHeight: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (font, horizontalPadding, verticalPadding, minimumHeight) = (.caption, 8, 3, 22)
        case .small: (font, horizontalPadding, verticalPadding, minimumHeight) = (.subheadline, 10, 5, 28)
        case .large: (font, horizontalPadding, verticalPadding, minimumHeight) = (.body, 18, 14, 50)
        case .extraLarge: (font, horizontalPadding, verticalPadding, minimumHeight) = (.body, 22, 16, 56)
        default: (font, horizontalPadding, verticalPadding, minimumHeight) = (.body, 14, 7, 34)
        }
    }
}
