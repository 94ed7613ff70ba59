import Foundation

/// The words and numbers a date picker shows, in its locale, calendar and time zone, with
/// the formatters behind them made once.
@MainActor
final class DatePickerFormats {
    let locale: Locale
    /// The picker's calendar set to its time zone: all field arithmetic goes through it.
    let calendar: Calendar
    private var formatters: [String: DateFormatter] = [:]

    init(locale: Locale, calendar: Calendar, timeZone: TimeZone) {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        self.locale = locale
        self.calendar = calendar
    }

    /// `date` written with the locale's pattern for `template` (such as `"MMMMy"`).
    func string(from date: Date, template: String) -> String {
        formatter(for: template).string(from: date)
    }

    /// `date` in the locale's medium date style ("Nov 23, 2026").
    func dateText(_ date: Date) -> String { string(from: date, styleKey: "date") }

    /// `date`'s time in the locale's short style ("9:41 AM").
    func timeText(_ date: Date) -> String { string(from: date, styleKey: "time") }

    private func string(from date: Date, styleKey: String) -> String {
        if let formatter = formatters[styleKey] { return formatter.string(from: date) }
        let formatter = makeFormatter()
        formatter.dateStyle = styleKey == "date" ? .medium : .none
        formatter.timeStyle = styleKey == "time" ? .short : .none
        formatters[styleKey] = formatter
        return formatter.string(from: date)
    }

    private func formatter(for template: String) -> DateFormatter {
        if let formatter = formatters[template] { return formatter }
        let formatter = makeFormatter()
        formatter.dateFormat = pattern(for: template)
        formatters[template] = formatter
        return formatter
    }

    private func makeFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        return formatter
    }

    private func pattern(for template: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
    }

    /// The pattern's field letters, without its quoted words ("HH 'Uhr'" has no hour `h`).
    private func fields(of template: String) -> String {
        var quoted = false
        return String(pattern(for: template).filter { character in
            if character == "'" { quoted.toggle(); return false }
            return !quoted
        })
    }

    // MARK: Field order and clock

    /// The day, month and year fields in the order the locale writes them.
    var dateFieldOrder: [Calendar.Component] {
        fieldOrder(in: fields(of: "MMMMdy"), fields: [("M", .month), ("L", .month), ("d", .day), ("y", .year)])
    }

    /// The month and year fields in the order the locale writes them.
    var monthYearFieldOrder: [Calendar.Component] {
        fieldOrder(in: fields(of: "MMMMy"), fields: [("M", .month), ("L", .month), ("y", .year)])
    }

    /// Whether the locale's clock has twelve hours and an AM/PM marker.
    var uses12HourClock: Bool {
        let pattern = fields(of: "j")
        return pattern.contains("h") || pattern.contains("K")
    }

    /// Whether the AM/PM marker comes before the hour (as in Korean and Chinese).
    var meridiemComesFirst: Bool {
        let pattern = fields(of: "jmm")
        guard let marker = pattern.firstIndex(of: "a"),
              let hour = pattern.firstIndex(where: { "hHkK".contains($0) }) else { return false }
        return marker < hour
    }

    /// The month names as they stand alone ("November").
    var monthNames: [String] { calendar.standaloneMonthSymbols }

    /// The weekday abbreviations ("SUN") starting on the calendar's first weekday.
    var weekdayHeadings: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = max(0, calendar.firstWeekday - 1) % max(1, symbols.count)
        return (symbols[first...] + symbols[..<first]).map { $0.uppercased(with: locale) }
    }

    private func fieldOrder(in pattern: String, fields: [(Character, Calendar.Component)]) -> [Calendar.Component] {
        var order: [Calendar.Component] = []
        for character in pattern {
            guard let field = fields.first(where: { $0.0 == character })?.1, !order.contains(field) else { continue }
            order.append(field)
        }
        for (_, field) in fields where !order.contains(field) { order.append(field) }
        return order
    }
}
