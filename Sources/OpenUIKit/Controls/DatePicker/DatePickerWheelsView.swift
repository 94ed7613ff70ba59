import Foundation

/// The wheels style of a date picker: one wheel per field, in the locale's order.
///
/// The wheels turn independently; when one comes to rest the fields are put together into a
/// date through the picker's calendar. A day the month lacks or a date past the limits is
/// not kept: the picker takes the nearest allowed date and the wheels turn to it.
@MainActor
final class DatePickerWheelsView: UIView, DatePickerFace {
    /// What one wheel holds.
    enum Field: Equatable {
        case month, day, year, hour, minute, meridiem, countDownHours, countDownMinutes
        /// Days counted from an anchor day, for `.dateAndTime` ("Today", "Mon Nov 23").
        case dayOffset
    }

    unowned let picker: UIDatePicker
    let wheels = PickerWheelsView()
    private(set) var fields: [Field] = []
    /// The day row 0 of a `.dayOffset` wheel stands `daySpan` days before.
    private var anchorDay = Date(timeIntervalSinceReferenceDate: 0)
    static let daySpan = 36_500
    static let yearCount = 9_999

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
        wheels.onSettle = { [unowned self] _, _ in wheelsSettled() }
        addSubview(wheels)
        rebuildColumns()
    }

    required init?(coder: NSCoder) { nil }

    private var formats: DatePickerFormats { picker.formats }
    private var calendar: Calendar { formats.calendar }
    private var interval: Int { picker.minuteInterval }

    override var intrinsicContentSize: CGSize { wheels.intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    // MARK: Columns

    private func makeFields() -> [Field] {
        let timeFields: [Field] = formats.uses12HourClock
            ? (formats.meridiemComesFirst ? [.meridiem, .hour, .minute] : [.hour, .minute, .meridiem])
            : [.hour, .minute]
        switch picker.datePickerMode {
        case .date: return formats.dateFieldOrder.map(Self.field)
        case .yearAndMonth: return formats.monthYearFieldOrder.map(Self.field)
        case .time: return timeFields
        case .dateAndTime: return [.dayOffset] + timeFields
        case .countDownTimer: return [.countDownHours, .countDownMinutes]
        }
    }

    private static func field(_ component: Calendar.Component) -> Field {
        switch component {
        case .month: return .month
        case .day: return .day
        default: return .year
        }
    }

    private func rebuildColumns() {
        fields = makeFields()
        anchorDay = calendar.startOfDay(for: picker.date)
        wheels.setColumns(fields.map(column))
    }

    private func column(for field: Field) -> PickerWheelColumn {
        var column: PickerWheelColumn
        switch field {
        case .month:
            let names = formats.monthNames
            column = PickerWheelColumn(rowCount: names.count, isCyclic: true, alignment: .natural, title: { names[$0] })
            column.isEnabled = { [unowned self] row in allows(.month, value: row + 1) }
        case .day:
            column = PickerWheelColumn(rowCount: 31, isCyclic: true, title: { String($0 + 1) })
            column.isEnabled = { [unowned self] row in allows(.day, value: row + 1) }
        case .year:
            column = PickerWheelColumn(rowCount: Self.yearCount, title: { String($0 + 1) })
            column.isEnabled = { [unowned self] row in allows(.year, value: row + 1) }
            column.measure(samples: [2000])
            return column
        case .dayOffset:
            column = PickerWheelColumn(rowCount: 2 * Self.daySpan + 1, alignment: .right, title: { [unowned self] row in dayTitle(row) })
            column.isEnabled = { [unowned self] row in
                guard let day = day(forRow: row), let span = calendar.dateInterval(of: .day, for: day) else { return false }
                return picker.allowsAny(of: span)
            }
            column.measure(titles: sampleDayTitles())
            return column
        case .hour:
            let twelve = formats.uses12HourClock
            column = PickerWheelColumn(rowCount: twelve ? 12 : 24, isCyclic: true, alignment: .right,
                                       title: { twelve ? String($0 == 0 ? 12 : $0) : String(format: "%02d", $0) })
        case .minute:
            let step = interval
            column = PickerWheelColumn(rowCount: 60 / step, isCyclic: true, alignment: .left, title: { String(format: "%02d", $0 * step) })
        case .meridiem:
            let symbols = [calendar.amSymbol, calendar.pmSymbol]
            column = PickerWheelColumn(rowCount: 2, title: { symbols[$0] })
        case .countDownHours:
            column = PickerWheelColumn(rowCount: 24, alignment: .right, title: { String($0) })
            column.caption = { $0 == 1 ? "hour" : "hours" }
        case .countDownMinutes:
            let step = interval
            column = PickerWheelColumn(rowCount: 60 / step, isCyclic: true, alignment: .right, title: { String($0 * step) })
            column.caption = { _ in "min" }
        }
        column.measure()
        return column
    }

    private func day(forRow row: Int) -> Date? {
        calendar.date(byAdding: .day, value: row - Self.daySpan, to: anchorDay)
    }

    /// Day titles that span every month and weekday of a fixed year, so the day wheel's
    /// width depends on the locale and calendar alone, never on today's date.
    private func sampleDayTitles() -> [String] {
        var parts = DateComponents(year: 2001, month: 1, day: 22, hour: 12)
        var titles = ["Today"]
        for month in 1...12 {
            parts.month = month
            for day in (month == 12 ? 22...28 : 28...28) {
                parts.day = day
                if let date = calendar.date(from: parts) {
                    titles.append(formats.string(from: date, template: "EEEMMMd"))
                }
            }
        }
        return titles
    }

    private func dayTitle(_ row: Int) -> String {
        guard let day = day(forRow: row) else { return "" }
        if calendar.isDate(day, inSameDayAs: picker.today()) { return "Today" }
        return formats.string(from: day, template: "EEEMMMd")
    }

    /// Whether the picker's date with `component` set to `value` can be chosen.
    private func allows(_ component: Calendar.Component, value: Int) -> Bool {
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: picker.date)
        parts.setValue(value, for: component)
        let unit: Calendar.Component = component == .year ? .year : component == .month ? .month : .day
        if component == .day {
            parts.day = 1
            guard let monthStart = calendar.date(from: parts),
                  let days = calendar.range(of: .day, in: .month, for: monthStart), days.contains(value) else { return false }
            parts.day = value
        } else {
            parts.day = 1
            if component == .year { parts.month = 1 }
        }
        guard let start = calendar.date(from: parts), let span = calendar.dateInterval(of: unit, for: start) else { return false }
        return picker.allowsAny(of: span)
    }

    // MARK: Showing the value

    func refresh(animated: Bool) {
        if fields != makeFields() { rebuildColumns() }
        if fields.contains(.dayOffset), abs(dayOffset(of: picker.date)) >= Self.daySpan {
            rebuildColumns()
        }
        wheels.select(fields.map(row), animated: animated)
        wheels.redraw()
    }

    private func dayOffset(of date: Date) -> Int {
        calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: date)).day ?? 0
    }

    /// The row `field`'s wheel shows for the picker's value.
    private func row(for field: Field) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        let hour = parts.hour ?? 0
        let countDownMinutes = Int(picker.countDownDuration / 60)
        switch field {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return min(max((parts.year ?? 1) - 1, 0), Self.yearCount - 1)
        case .dayOffset: return dayOffset(of: picker.date) + Self.daySpan
        case .hour: return formats.uses12HourClock ? hour % 12 : hour
        case .minute: return (parts.minute ?? 0) / interval
        case .meridiem: return hour >= 12 ? 1 : 0
        case .countDownHours: return countDownMinutes / 60
        case .countDownMinutes: return (countDownMinutes % 60) / interval
        }
    }

    // MARK: Reading the wheels

    private func selectedRow(_ field: Field) -> Int? {
        fields.firstIndex(of: field).map { wheels.wheels[$0].selectedRow }
    }

    private func wheelsSettled() {
        if picker.datePickerMode == .countDownTimer {
            let hours = selectedRow(.countDownHours) ?? 0
            let minutes = (selectedRow(.countDownMinutes) ?? 0) * interval
            picker.userChoseCountDown(TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        picker.userChose(composedDate())
    }

    /// The date the wheels show, with a day the month lacks taken back to its last day.
    private func composedDate() -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: picker.date)
        if let offset = selectedRow(.dayOffset), let day = day(forRow: offset) {
            let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
            (parts.era, parts.year, parts.month, parts.day) = (dayParts.era, dayParts.year, dayParts.month, dayParts.day)
        }
        if let year = selectedRow(.year) { parts.year = year + 1 }
        if let month = selectedRow(.month) { parts.month = month + 1 }
        if let day = selectedRow(.day) { parts.day = day + 1 }
        if fields.contains(.hour) {
            let hourRow = selectedRow(.hour) ?? 0
            let afternoon = (selectedRow(.meridiem) ?? 0) == 1
            parts.hour = formats.uses12HourClock ? hourRow % 12 + (afternoon ? 12 : 0) : hourRow
            parts.minute = (selectedRow(.minute) ?? 0) * interval
            parts.second = 0
        }
        var monthStart = parts
        monthStart.day = 1
        if let first = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: parts) ?? picker.date
    }
}
