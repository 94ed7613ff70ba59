import Foundation

extension Text {
    /// How a date is shown.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// The time of day: "3:08 PM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2026".
        public static let date = DateStyle(kind: .date)
        /// How far away the date is: "2 hours ago", "in 5 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance to the date in its largest unit: "+2 hours", "-3 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A count up or down to the date: "2:05:03", "4:07".
        public static let timer = DateStyle(kind: .timer)

        /// `date` in this style for a locale, time zone and calendar. The relative styles
        /// measure from the moment the text is shown (they do not tick by themselves):
        /// `.relative` from Foundation's clock, `.offset` and `.timer` from `now`.
        func format(_ date: Date, locale: Locale, timeZone: TimeZone, calendar: Calendar, now: Date = Date()) -> String {
            var calendar = calendar
            calendar.timeZone = timeZone
            switch kind {
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone))
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone))
            case .relative:
                var style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide)
                style.locale = locale
                style.calendar = calendar
                return style.format(date)
            case .offset:
                return Self.offset(date.timeIntervalSince(now), locale: locale)
            case .timer:
                return Self.timer(abs(date.timeIntervalSince(now)))
            }
        }

        /// "+2 hours" or "-3 minutes" for a signed interval, in its largest unit (weeks at
        /// most); "+0 seconds" for one that is not finite.
        static func offset(_ interval: TimeInterval, locale: Locale) -> String {
            let finite = interval.isFinite ? max(-1e12, min(1e12, interval)) : 0
            let magnitude = Duration.seconds(abs(finite).rounded(.down))
            let units = magnitude.formatted(
                .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1).locale(locale))
            return (finite < 0 ? "-" : "+") + units
        }

        /// "h:mm:ss" or "m:ss" for a non-negative interval; "0:00" for one that is not finite.
        static func timer(_ interval: TimeInterval) -> String {
            guard interval.isFinite else { return "0:00" }
            let seconds = Int(min(interval, 1e12).rounded(.down))
            let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
            let mmss = String(format: "%02d:%02d", minutes, rest)
            return hours > 0 ? "\(hours):\(mmss)" : "\(minutes):" + String(format: "%02d", rest)
        }

        /// A range of dates: "June 3, 2026 – June 5, 2026", the earlier first.
        static func formatRange(_ start: Date, _ end: Date, locale: Locale, timeZone: TimeZone, calendar: Calendar) -> String {
            let (from, to) = start <= end ? (start, end) : (end, start)
            let style = DateStyle.date
            return style.format(from, locale: locale, timeZone: timeZone, calendar: calendar) + " – "
                + style.format(to, locale: locale, timeZone: timeZone, calendar: calendar)
        }
    }

    /// A date shown in a style, in the environment's locale, time zone and calendar.
    ///
    /// ```swift
    /// Text(order.placed, style: .date)
    /// Text(timer.end, style: .timer)
    /// ```
    ///
    /// Differs from SwiftUI: the relative styles (`.relative`, `.offset`, `.timer`) show the
    /// distance when the text is resolved; they change when the view updates, not every second.
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(content: LocalizedStringKey(segments: [.date(date, style)]))]
    }

    /// A range of dates.
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run(content: LocalizedStringKey(segments: [.dateRange(dates.lowerBound, dates.upperBound)]))]
    }

    /// The dates of an interval.
    public init(_ interval: DateInterval) {
        runs = [Run(content: LocalizedStringKey(segments: [.dateRange(interval.start, interval.end)]))]
    }

    /// A value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(content: LocalizedStringKey(format.format(input)))]
    }
}

private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }

extension EnvironmentValues {
    /// The time zone dates in text are shown in; the system's by default.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates in text are shown in; the system's by default.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
