import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore

/// What a ``TimelineView``'s content is given: the schedule's date, and how often it changes.
public struct TimelineViewDefaultContext {
    /// How often the context's date changes.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The schedule's entry being shown.
    public let date: Date
    /// How often the date changes.
    public let cadence: Cadence
}

/// A view that redraws on a schedule, driven by OpenUIKit's frame clock.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// TimelineView(.animation) { context in
///     let angle = context.date.timeIntervalSinceReferenceDate * 90
///     Image(systemName: "gear").rotationEffect(.degrees(angle))
/// }
/// ```
///
/// Time is the frame clock's: a test driving a manual clock moves the timeline with it.
/// Dates start from the wall clock when the view appears and advance as the frame clock does.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the schedule's date, and how often it changes.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var clock = TimelineClock()

    /// A view showing `content` for each of `schedule`'s dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: clock.entry ?? firstEntry, cadence: cadence))
            .onAppear { clock.start(entries: AnyIterator(schedule.entries(from: clock.startDate, mode: .normal).makeIterator())) }
            .onDisappear { clock.stop() }
    }

    /// The schedule's first date, shown until the clock has started.
    private var firstEntry: Date {
        var iterator = schedule.entries(from: clock.startDate, mode: .normal).makeIterator()
        return iterator.next() ?? clock.startDate
    }

    private var cadence: Context.Cadence {
        switch schedule {
        case is EveryMinuteTimelineSchedule: return .minutes
        case let periodic as PeriodicTimelineSchedule: return periodic.interval >= 60 ? .minutes : periodic.interval >= 1 ? .seconds : .live
        case is AnimationTimelineSchedule: return .live
        default: return .seconds
        }
    }
}

/// A timeline's place in its schedule on the frame clock: `entry` changes, and the view's
/// body runs again, only when the clock passes the schedule's next date.
@Observable @MainActor
final class TimelineClock {
    @ObservationIgnored let startDate = Date()
    private(set) var entry: Date?
    @ObservationIgnored private var upcoming: Date?
    @ObservationIgnored private var entries: AnyIterator<Date>?
    @ObservationIgnored private var observation: ClockObservation?

    func start(entries: AnyIterator<Date>) {
        stop()
        self.entries = entries
        let clockStart = CACurrentMediaTime()
        upcoming = entries.next()
        advance(to: startDate)
        observation = MediaClock.current.addObserver { [weak self] time in
            guard let self else { return }
            self.advance(to: self.startDate.addingTimeInterval(max(0, time - clockStart)))
        }
    }

    func stop() {
        observation?.cancel()
        observation = nil
    }

    /// Moves to the latest entry at or before `date` (at most 10,000 entries in one step, so
    /// a schedule of tiny steps cannot stall a frame).
    private func advance(to date: Date) {
        var latest: Date?
        var steps = 0
        while let next = upcoming, next <= date, steps < 10_000 {
            latest = next
            upcoming = entries?.next()
            steps += 1
        }
        if let latest, latest != entry { entry = latest }
        if upcoming == nil { stop() }
    }
}
