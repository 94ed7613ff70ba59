import Foundation

/// When a ``TimelineView`` redraws: a sequence of dates from a start.
public protocol TimelineSchedule {
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on, in order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule's view may need to update.
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule asks.
    case normal
    /// Less often (an inactive, dimmed screen); OpenUIKit always runs `normal`.
    case lowFrequency
}

/// Every frame, or at most every `minimumInterval` seconds; only the start while paused or
/// in the low-frequency mode (a dimmed screen does not animate).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule of frames.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next: Date? = startDate
        let step = minimumInterval ?? 1.0 / 120
        let paused = self.paused || mode == .lowFrequency
        return AnyIterator {
            defer { next = paused ? nil : next?.addingTimeInterval(step) }
            return next
        }
    }
}

/// Dates `interval` seconds apart from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule every `interval` seconds (at least a millisecond) from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval.isFinite ? max(0.001, interval) : 1
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        // The first entry is the latest scheduled date at or before the view's start.
        let elapsed = max(0, startDate.timeIntervalSince(self.startDate))
        var next = self.startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
        let interval = self.interval
        return AnyIterator {
            defer { next = next.addingTimeInterval(interval) }
            return next
        }
    }
}

/// The start of every minute, from the start of the minute the view starts in.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A schedule each minute.
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let start = startDate.timeIntervalSinceReferenceDate
        var minute = start.isFinite ? (start / 60).rounded(.down) * 60 : 0
        return AnyIterator {
            defer { minute += 60 }
            return Date(timeIntervalSinceReferenceDate: minute)
        }
    }
}

/// Given dates, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`.
    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, at most every `minimumInterval` seconds, or only the start while paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// The given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
