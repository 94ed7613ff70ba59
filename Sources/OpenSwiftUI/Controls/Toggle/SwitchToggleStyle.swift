import Foundation

/// A toggle as a switch trailing its label: iOS's look for toggles.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch style, on in the tint colour (the environment's by default).
    public init() { tint = nil }

    /// The switch style, on in `tint`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, tint: tint)
    }
}

/// The default toggle style: the switch, on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, tint: nil)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch trailing the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A `UISwitch` trailing the toggle's label.
struct SwitchToggle: View, PrimitiveView {
    let configuration: ToggleStyleConfiguration
    let tint: Color?

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let control = node.labeledControl(context: context) { SwitchControl() }
        let binding = configuration.$isOn
        control.onChange = { binding.wrappedValue = $0 }
        let isOn = node.tracked { configuration.isOn }
        if control.isOn != isOn { control.setOn(isOn, animated: context.transaction.animation != nil) }
        let onTint = (tint ?? environment.tint)?.resolvedColor(in: environment)
        if control.onTintColor != onTint { control.onTintColor = onTint }
        node.showLabeled(control, label: configuration.label, context: context)
    }
}

/// The switch of a SwiftUI toggle: it tells the binding when the person flips it.
final class SwitchControl: UISwitch {
    var onChange: @MainActor (Bool) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onChange(isOn)
        }, for: .valueChanged)
    }
}
