import Foundation

/// A control for choosing a date, a time or both, within an optional range.
///
/// ```swift
/// @State private var due = Date()
///
/// var body: some View {
///     DatePicker("Due", selection: $due, displayedComponents: .date)
///     DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
///         .datePickerStyle(.wheel)
/// }
/// ```
///
/// The control is OpenUIKit's `UIDatePicker`: the compact style trails the label and opens
/// a calendar; `.graphical` shows the calendar, `.wheel` the wheels, both under the label.
/// It shows dates in the environment's locale, calendar and time zone. A selection outside
/// the range shows at the nearer end.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let minimum: Date?
    let maximum: Date?
    let components: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyle) private var style

    init(selection: Binding<Date>, minimum: Date?, maximum: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.minimum = minimum
        self.maximum = maximum
        self.components = components.isEmpty ? [.date, .hourAndMinute] : components
        self.label = label
    }

    /// A date picker with a label of any views.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimum: nil, maximum: nil, components: displayedComponents, label: label())
    }

    /// A date picker within a range.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: range.upperBound, components: displayedComponents, label: label())
    }

    /// A date picker from a date on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents, label: label())
    }

    /// A date picker up to a date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents, label: label())
    }

    public var body: some View {
        DatePickerHost(
            selection: selection, minimum: minimum, maximum: maximum, components: components, style: style.style,
            spokenLabel: (label as? Text)?.plainString, label: label)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, within a range.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, from a date on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, up to a date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 4 | 1 << 3 | 1 << 2)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 5 | 1 << 6)

    var mode: UIDatePicker.Mode {
        switch (contains(.date), contains(.hourAndMinute)) {
        case (true, false): return .date
        case (false, true): return .time
        default: return .dateAndTime
        }
    }
}

/// How date pickers look.
///
/// Differs from SwiftUI: styles of your own are not there; choose among the built-in ones.
public protocol DatePickerStyle {
    /// The UIKit style the style draws with.
    var _style: UIDatePickerStyle { get }
}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _style: UIDatePickerStyle { .compact }
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _style: UIDatePickerStyle { .compact }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _style: UIDatePickerStyle { .inline }
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _style: UIDatePickerStyle { .wheels }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date as text, opening a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month's calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct ResolvedDatePickerStyle: Equatable {
    let style: UIDatePickerStyle
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedDatePickerStyle { ResolvedDatePickerStyle(style: .compact) }
}

extension EnvironmentValues {
    var datePickerStyle: ResolvedDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, ResolvedDatePickerStyle(style: style._style))
    }
}

/// The `UIDatePicker` of a SwiftUI date picker, trailing its label (compact) or under it.
struct DatePickerHost<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let minimum: Date?
    let maximum: Date?
    let components: DatePickerComponents
    let style: UIDatePickerStyle
    let spokenLabel: String?
    let label: Label

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let picker = node.labeledControl(context: context) { DatePickerControl() }
        if picker.datePickerMode != components.mode { picker.datePickerMode = components.mode }
        if picker.preferredDatePickerStyle != style { picker.preferredDatePickerStyle = style }
        if picker.locale != environment.locale { picker.locale = environment.locale }
        if picker.calendar != environment.calendar { picker.calendar = environment.calendar }
        if picker.timeZone != environment.timeZone { picker.timeZone = environment.timeZone }
        if picker.minimumDate != minimum { picker.minimumDate = minimum }
        if picker.maximumDate != maximum { picker.maximumDate = maximum }
        picker.binding = selection
        let date = node.tracked { selection.wrappedValue }
        if picker.date != date { picker.date = date }
        let hidden = environment.labelsHidden
        if style == .compact {
            node.setLayout(LabeledControlLayout(control: picker, labelsHidden: hidden))
        } else {
            node.setLayout(StackedControlLayout(control: picker, labelsHidden: hidden))
        }
        node.showOnly(label, context: context)
    }
}

/// The `UIDatePicker` of a SwiftUI date picker: it writes the binding as the person chooses.
final class DatePickerControl: UIDatePicker {
    var binding: Binding<Date>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self, let binding, binding.wrappedValue != date else { return }
            binding.wrappedValue = date
        }, for: .valueChanged)
    }
}

/// A label above a UIKit control that takes the width offered (a calendar, wheels).
struct StackedControlLayout: NodeLayout {
    let control: UIView
    let labelsHidden: Bool
    var spacing: CGFloat = 8

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        let controlHeight = control.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        guard !labelsHidden, let label = node.childItems.first else { return CGSize(width: width, height: controlHeight) }
        let labelHeight = label.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        return CGSize(width: width, height: labelHeight + spacing + controlHeight)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        var top = bounds.minY
        for (index, item) in node.childItems.enumerated() {
            guard index == 0, !labelsHidden else {
                item.place(in: CGRect(origin: bounds.origin, size: .zero))
                continue
            }
            let size = item.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            item.place(in: CGRect(x: bounds.minX, y: top, width: size.width, height: size.height))
            top += size.height + spacing
        }
        control.frame = CGRect(x: 0, y: top - bounds.minY, width: bounds.width, height: max(0, bounds.maxY - top))
    }
}
