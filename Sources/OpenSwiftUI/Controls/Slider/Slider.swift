import Foundation

/// A control for choosing a value from a range by dragging a thumb along a track.
///
/// ```swift
/// @State private var volume = 0.5
///
/// var body: some View {
///     Slider(value: $volume, in: 0...1) {
///         Text("Volume")
///     } minimumValueLabel: {
///         Image(systemName: "speaker")
///     } maximumValueLabel: {
///         Image(systemName: "speaker.wave.3")
///     }
/// }
/// ```
///
/// The track is OpenUIKit's `UISlider`, taking the width it is offered. As on iOS, the
/// label is not drawn: it names the slider for screen readers, which read it as
/// adjustable. Values outside the range show at its ends; a range whose bounds are not
/// finite is read as 0...1, and steps that are not positive and finite are ignored.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: Label,
         minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void) {
        self.value = value
        self.bounds = bounds.lowerBound.isFinite && bounds.upperBound.isFinite ? bounds : 0...1
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        SliderTrack(
            value: value, bounds: bounds, step: step, spokenLabel: (label as? Text)?.plainString,
            onEditingChanged: onEditingChanged
        ) {
            if let minimumValueLabel, let maximumValueLabel {
                minimumValueLabel
                maximumValueLabel
            }
        }
    }
}

extension Slider {
    /// A slider with a label and labels at both ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider moving in steps, with a label and labels at both ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step), label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (read by screen readers, not drawn).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil, label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider moving in steps, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step), label: label(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over a range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil, label: EmptyView(),
                  minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider over a range, moving in steps.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.asDouble, bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Binding where Value: BinaryFloatingPoint {
    /// The binding's value as a `Double`, written back converted.
    var asDouble: Binding<Double> {
        Binding<Double>(get: { Double(wrappedValue) }, set: { wrappedValue = Value($0) })
    }
}
