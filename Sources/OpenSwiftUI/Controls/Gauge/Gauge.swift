import Foundation

/// Shows a value within a range: a capacity bar by default, or the accessory styles'
/// rings and lines.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
///
/// Values outside the range show at its ends; a range whose bounds are not finite or
/// equal shows an empty gauge.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
         maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// A gauge with every kind of label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
    }

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction, label: GaugeStyleConfiguration.Label(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { GaugeStyleConfiguration.CurrentValueLabel(content: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { GaugeStyleConfiguration.MinimumValueLabel(content: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { GaugeStyleConfiguration.MaximumValueLabel(content: AnyView($0)) },
            markedValueLabels: markedValueLabels.map { GaugeStyleConfiguration.MarkedValueLabels(content: AnyView($0)) }),
            fallback: AnyGaugeStyle(DefaultGaugeStyle()))
    }

    /// Where `value` lies in `bounds`, 0...1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound), v = Double(value)
        guard lower.isFinite, upper.isFinite, upper > lower, !v.isNaN else { return 0 }
        return min(1, max(0, (v - lower) / (upper - lower)))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil,
                  maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for the value and the range's ends.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with the value's label and marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}
