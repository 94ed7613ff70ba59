import Foundation

/// Shows progress toward finishing a task: a bar filling as a value grows, or a spinner
/// while the amount is unknown.
///
/// ```swift
/// ProgressView()                                   // a spinner
/// ProgressView("Downloading", value: 0.4)          // a bar under its label
/// ProgressView(value: done, total: 12) {
///     Text("Chapters")
/// } currentValueLabel: {
///     Text("\(Int(done)) of 12")
/// }
/// ```
///
/// The bar is OpenUIKit's `UIProgressView`, the spinner its `UIActivityIndicatorView`.
/// Values below zero or not a number show as empty, above `total` as full; a total that
/// is not positive shows an empty bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction done, or `nil` while unknown.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }),
            fallback: AnyProgressViewStyle(DefaultProgressViewStyle()))
    }

    /// The fraction of `value` in `total`, clamped to 0...1; `nil` for an unknown value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0, v > 0 else { return 0 }
        return min(1, v / t)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A bar for `value` of `total`; a `nil` value shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner labelled with a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar labelled with a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar labelled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The standard progress view of a style's configuration.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
