import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Counts the distinct dates a timeline showed.
@MainActor
private final class Seen {
    var dates: [Date] = []
    func record(_ date: Date) -> Bool {
        if dates.last != date { dates.append(date) }
        return true
    }
}

/// A cell that notes each date it is shown with.
private struct Recorder: View {
    let date: Date
    let seen: Seen
    var body: some View {
        let _ = seen.record(date)
        Color.red.frame(width: 10, height: 10)
    }
}

@MainActor
@Suite(.manualClock) struct TimelineViewTests {
    @Test func everyMinuteEntriesFallOnMinuteBoundaries() {
        let start = Date(timeIntervalSinceReferenceDate: 600 + 42.5)
        let entries = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(3))
        #expect(entries.map(\.timeIntervalSinceReferenceDate) == [600, 660, 720])
    }

    @Test func anAnimationScheduleEndsAfterItsStartWhenPausedOrInLowFrequency() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let paused = Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).prefix(5))
        let dimmed = Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency).prefix(5))
        let running = Array(AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal).prefix(3))
        #expect(paused == [start])
        #expect(dimmed == [start])
        #expect(running.map(\.timeIntervalSinceReferenceDate) == [1000, 1000.5, 1001])
    }

    private func show<S: TimelineSchedule>(_ schedule: S, _ seen: Seen) -> UIWindow {
        let view = TimelineView(schedule) { context in
            Recorder(date: context.date, seen: seen)
        }
        return Hosted(view, size: CGSize(width: 50, height: 50)).window
    }

    private func tick(_ window: UIWindow, _ seconds: TimeInterval) {
        TestClock.advance(by: seconds)
        window.layoutIfNeeded()
    }

    @Test func periodicSchedulesRedrawAtEachPeriod() {
        let seen = Seen()
        let hosted = show(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 10), seen)
        tick(hosted, 4)
        tick(hosted, 30)
        #expect(seen.dates.allSatisfy { $0.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 10) == 0 },
                "entries fall on the period: \(seen.dates)")
        let span = seen.dates.last!.timeIntervalSince(seen.dates.first!)
        #expect(span == 30 || span == 40, "34 clock seconds passed three or four period boundaries: \(span)")
    }

    @Test func animationSchedulesFollowTheFrameClock() {
        let seen = Seen()
        let hosted = show(.animation(minimumInterval: 0.5), seen)
        for _ in 0..<4 { tick(hosted, 0.5) }
        #expect(seen.dates.count >= 4)
        let span = seen.dates.last!.timeIntervalSince(seen.dates.first!)
        #expect(abs(span - 2) < 0.01, "two clock seconds moved the date two seconds: \(span)")
        let paused = Seen()
        let still = show(.animation(paused: true), paused)
        tick(still, 5)
        #expect(paused.dates.count == 1)
    }

    @Test func explicitSchedulesStopAfterTheirLastDate() {
        let seen = Seen()
        let now = Date()
        let hosted = show(.explicit([now.addingTimeInterval(1), now.addingTimeInterval(2)]), seen)
        tick(hosted, 5)
        #expect(seen.dates.last == now.addingTimeInterval(2), "the last date stays once the schedule ends: \(seen.dates)")
        tick(hosted, 5)
        #expect(seen.dates.last == now.addingTimeInterval(2))
        #expect(TimelineView<EveryMinuteTimelineSchedule, EmptyView>.Context.Cadence.minutes > .seconds)
        #expect(PeriodicTimelineSchedule(from: now, by: .nan).interval == 1)
    }
}
