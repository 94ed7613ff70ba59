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
/// The label is drawn in the tint colour (red for a destructive role) and fades while a
/// finger is down on it, as SwiftUI's automatic style does outside lists and bars.
/// Differs from SwiftUI: button styles (`buttonStyle(_:)`) are not there yet.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?

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
        let control = node.platformView(ofType: ButtonControl.self, hostsChildren: true) { ButtonControl() }
        let enabled = context.environment.isEnabled
        control.action = action
        if control.isEnabled != enabled { control.isEnabled = enabled }
        node.setLayout(ImplicitStackLayout())
        var labelContext = context
        if context.environment.foregroundStyle == nil {
            let color: Color = !enabled ? Color(uiColor: .tertiaryLabel) : role == .destructive ? .red : (context.environment.tint ?? .accentColor)
            labelContext.environment.foregroundStyle = AnyShapeStyle(color)
        }
        labelContext.stackAxis = nil
        node.showOnly(label, context: labelContext)
    }
}

/// The UIKit control behind a ``Button``: it holds the label's drawn views, fades them
/// while pressed and runs the action on a tap that ends inside.
final class ButtonControl: UIControl {
    var action: @MainActor () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addAction(UIAction { [weak self] _ in self?.action() }, for: .touchUpInside)
    }

    override var isHighlighted: Bool {
        didSet {
            guard oldValue != isHighlighted else { return }
            alpha = isHighlighted ? 0.25 : 1
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
        get { isEnabled ? .button : [.button, .notEnabled] }
        set {}
    }

    private var spokenLabel: String? {
        let parts = subviews.compactMap { $0.accessibilityLabel }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
