import Foundation
import OpenSwiftUI

/// The day and the month the Grow screens show. The SwiftUI pieces in the navigation bar
/// watch it as an `ObservableObject`; the UIKit controllers change it.
///
/// Dates are Gregorian in UTC and written in English, so the screens look the same on
/// every machine, whatever its time zone and language.
@MainActor
public final class GrowCalendarModel: ObservableObject {
    /// The calendar every Grow screen counts days and months in.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 2
        return calendar
    }()

    /// The day the Today screen shows.
    @Published public var day: Date
    /// The first day of the month the Insights screen sums up.
    @Published public private(set) var month: Date
    /// The earliest month there is data for.
    public let minimumDate: Date

    public init(today: Date = GrowCalendarModel.date(2026, 11, 26), minimumDate: Date = GrowCalendarModel.date(2025, 3, 1)) {
        day = today
        month = Self.firstOfMonth(today)
        self.minimumDate = minimumDate
    }

    /// Moves the Insights screen to the month `date` falls in (never before `minimumDate`).
    public func updateMonth(using date: Date) {
        month = Self.firstOfMonth(max(date, minimumDate))
    }

    /// The day's title: "Thu, Nov 26".
    public var dayTitle: String { Self.format(day, "EEE, MMM d") }
    /// The month's title: "Nov 2026".
    public var monthTitle: String { Self.format(month, "MMM yyyy") }

    /// The seven days of the week `day` falls in, Monday first.
    public static func week(of day: Date) -> [Date] {
        let calendar = Self.calendar
        guard let start = calendar.dateInterval(of: .weekOfYear, for: day)?.start else { return [day] }
        return (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
    }

    /// A date at midnight UTC.
    public static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
    }

    /// `date` written with a fixed English pattern.
    public static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    private static func firstOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }
}
