import Foundation

/// A control that runs an action when tapped; its label is any view.
///
/// ```swift
/// Button("Add") { items.append(Item()) }
/// Button(action: refresh) {
///     Image(systemName: "arrow.clockwise")
/// }
/// ```
///
/// In the automatic style the label is drawn in the tint colour (red for a destructive
/// role) and fades while a finger is down on it, as SwiftUI's does outside lists and bars;
/// ``View/buttonStyle(_:)-(ButtonStyle)`` picks another look (`.plain`, `.bordered`,
/// `.borderedProminent`, one of your own).
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    /// A button a primitive style made from its configuration: the style is not applied
    /// to it again.
    var ignoresPrimitiveStyle = false

    /// A button with a label of any views.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    /// A button with a role (destructive buttons are red) and a label of any views.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Button where Label == Text {
    /// A button titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string (a literal makes a localized key instead).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// What a button does, which styles it: destructive buttons are red.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// The button deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        if !ignoresPrimitiveStyle, let primitive = environment.primitiveButtonStyle {
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(label)), trigger: action)
            node.setLayout(ImplicitStackLayout())
            node.showOnly(primitive.makeBody(configuration), context: context)
            return
        }
        if let style = environment.buttonStyle {
            node.setLayout(ImplicitStackLayout())
            node.showOnly(StyledButton(style: style, role: role, label: AnyView(label), action: action), context: context)
            return
        }
        showAutomatic(node, context: context)
    }

    /// The automatic look: the label in the tint, fading while pressed.
    private func showAutomatic(_ node: ViewNode, context: ResolutionContext) {
        let control = node.platformView(ofType: ButtonControl.self, hostsChildren: true) { ButtonControl() }
        let enabled = context.environment.isEnabled
        control.action = action
        control.keyboardShortcut = context.environment.keyboardShortcut
        control.toggleState = context.environment.buttonToggleState
        control.readsAsLink = context.environment.buttonReadsAsLink
        if control.isEnabled != enabled { control.isEnabled = enabled }
        node.setLayout(ImplicitStackLayout())
        var labelContext = context
        if context.environment.foregroundStyle == nil {
            let color: Color = !enabled ? Color(uiColor: .tertiaryLabel) : role == .destructive ? .red : (context.environment.tint ?? .accentColor)
            labelContext.environment.foregroundStyle = AnyShapeStyle(color)
        }
        labelContext.stackAxis = nil
        labelContext.environment.buttonToggleState = nil
        labelContext.environment.buttonReadsAsLink = false
        labelContext.environment.keyboardShortcut = nil
        node.showOnly(label, context: labelContext)
    }
}

/// The UIKit control behind a ``Button``: it holds the label's drawn views, fades them
/// while pressed and runs the action on a tap that ends inside.
final class ButtonControl: UIControl {
    /// As SwiftUI's elements do, activating the button (VoiceOver's double tap, a UI test,
    /// the desktop screen reader) performs its action and says so.
    override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        action()
        return true
    }

    var action: @MainActor () -> Void = {}
    /// On or off, for a button that stands for a toggle (read as a toggle button).
    var toggleState: Bool?
    /// Whether the button opens a link (read as a link, not a button).
    var readsAsLink = false
    /// The shortcut that runs the button from anywhere in its window.
    var keyboardShortcut: KeyboardShortcut? {
        didSet { if keyboardShortcut != oldValue { offerShortcut() } }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        offerShortcut()
    }

    /// Offers the shortcut to the window the button is in (and withdraws it from the one
    /// it left).
    private func offerShortcut() {
        if let offeredTo = shortcutWindow, offeredTo !== window { offeredTo.setKeyCommands([], offeredBy: self) }
        shortcutWindow = window
        guard let window else { return }
        let commands = keyboardShortcut?.keyCommands { [weak self] in
            guard let self, self.isEnabled else { return }
            self.action()
        } ?? []
        window.setKeyCommands(commands, offeredBy: self)
    }

    private weak var shortcutWindow: UIWindow?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    /// Whether the control fades its label while pressed (a style draws the pressed look
    /// itself otherwise).
    var fadesWhenPressed = true
    /// Told when a press starts and ends.
    var onPressedChange: @MainActor (Bool) -> Void = { _ in }

    override var isHighlighted: Bool {
        didSet {
            guard oldValue != isHighlighted else { return }
            if fadesWhenPressed { alpha = isHighlighted ? 0.25 : 1 }
            onPressedChange(isHighlighted)
        }
    }

    /// The button is one element named by its label's text, as SwiftUI makes it.
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? spokenLabel }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits: UIAccessibilityTraits = readsAsLink ? .link : toggleState == nil ? .button : [.button, .toggleButton]
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? toggleState.map { $0 ? "1" : "0" } }
        set { super.accessibilityValue = newValue }
    }

    /// The texts and named images of the label, however deep in its views.
    private var spokenLabel: String? { subviews.spokenText }
}

private struct ButtonToggleStateKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct ButtonReadsAsLinkKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// On or off for the button just inside, when it stands for a toggle.
    var buttonToggleState: Bool? {
        get { self[ButtonToggleStateKey.self] }
        set { self[ButtonToggleStateKey.self] = newValue }
    }

    /// Whether the button just inside opens a link.
    var buttonReadsAsLink: Bool {
        get { self[ButtonReadsAsLinkKey.self] }
        set { self[ButtonReadsAsLinkKey.self] = newValue }
    }
}

extension View {
    /// Makes the button just inside read as a toggle button, on or off.
    func accessibilityToggleState(_ isOn: Bool) -> some View {
        environment(\.buttonToggleState, isOn)
    }
}
