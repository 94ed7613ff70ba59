import Foundation

/// A control with minus and plus buttons that step a value down and up, trailing its label.
///
/// ```swift
/// @State private var copies = 1
///
/// var body: some View {
///     Stepper("Copies: \(copies)", value: $copies, in: 1...99)
/// }
/// ```
///
/// The buttons are OpenUIKit's `UIStepper` (holding one repeats). A button is disabled
/// at its end of the range; steps that leave the value unchanged or not a number are
/// ignored, and a value outside the range moves into it on the first step.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// A stepper that runs closures; a `nil` closure disables its button.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that moves a value by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label, onIncrement: { Self.move(value, by: step, within: nil) },
                  onDecrement: { Self.move(value, by: -step, within: nil) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper that moves a value by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let current = value.wrappedValue
        self.init(
            label: label,
            onIncrement: current < bounds.upperBound ? { Self.move(value, by: step, within: bounds) } : nil,
            onDecrement: current > bounds.lowerBound ? { Self.move(value, by: -step, within: bounds) } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// `value` moved by `step` and kept within `bounds`; a step giving a value that is not
    /// a number (NaN) changes nothing.
    private static func move<V: Strideable>(_ value: Binding<V>, by step: V.Stride, within bounds: ClosedRange<V>?) {
        let moved = value.wrappedValue.advanced(by: step)
        guard moved == moved else { return }
        value.wrappedValue = bounds.map { min(max(moved, $0.lowerBound), $0.upperBound) } ?? moved
    }

    public var body: some View {
        StepperRow(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper labelled with a localized string key, running closures.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with a localized string key, moving a value.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with a localized string key, moving a value within bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with a string, moving a value.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper labelled with a string, moving a value within bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The stepper's label and its `UIStepper`.
struct StepperRow<Label: View>: View, PrimitiveView {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let control = node.labeledControl(context: context) { StepperControl() }
        control.configure(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
        node.showLabeled(control, label: label, context: context)
    }
}

/// The `UIStepper` of a SwiftUI stepper. It rests in the middle of a 0…2 range so each
/// press reads as up or down; an end of the range disables a button that has no action.
final class StepperControl: UIStepper {
    private var onIncrement: (() -> Void)?
    private var onDecrement: (() -> Void)?
    private var onEditingChanged: (Bool) -> Void = { _ in }
    private var isEditing = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        stepValue = 1
        addAction(UIAction { [weak self] _ in self?.stepped() }, for: .valueChanged)
        addAction(UIAction { [weak self] _ in self?.setEditing(true) }, for: .touchDown)
        for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
            addAction(UIAction { [weak self] _ in self?.setEditing(false) }, for: event)
        }
    }

    func configure(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        rest()
    }

    /// The resting value: in the middle when both buttons act, at the end of the one that does not.
    private func rest() {
        let (minimum, maximum, resting): (Double, Double, Double)
        switch (onDecrement != nil, onIncrement != nil) {
        case (true, true): (minimum, maximum, resting) = (0, 2, 1)
        case (true, false): (minimum, maximum, resting) = (0, 1, 1)
        case (false, true): (minimum, maximum, resting) = (0, 1, 0)
        case (false, false): (minimum, maximum, resting) = (0, 0, 0)
        }
        if minimumValue != minimum { minimumValue = minimum }
        if maximumValue != maximum { maximumValue = maximum }
        if value != resting { value = resting }
    }

    private func stepped() {
        // The resting value `rest()` chose before the press.
        let neutral: Double = onDecrement != nil ? 1 : 0
        let action = value > neutral ? onIncrement : onDecrement
        rest()
        action?()
    }

    private func setEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        onEditingChanged(editing)
    }

    /// The label names the stepper's value: screen readers read it with each button.
    override var accessibilityLabel: String? {
        didSet { accessibilityValue = accessibilityLabel }
    }
}
