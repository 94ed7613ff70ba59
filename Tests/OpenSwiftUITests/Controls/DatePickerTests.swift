import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Schedule {
    // 2026-06-03 15:08:00 UTC.
    var due = Date(timeIntervalSince1970: 1_780_499_280)
}

@MainActor
@Suite struct DatePickerTests {
    private func picker(in hosted: Hosted<some View>) throws -> DatePickerControl {
        let rows = hosted.drawnViews.compactMap { $0.view as? LabeledControlView<DatePickerControl> }
        return try #require(rows.first).control
    }

    private func hosted(_ view: some View, height: CGFloat = 80) -> Hosted<some View> {
        Hosted(view.environment(\.locale, Locale(identifier: "en_US")).environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.calendar, Calendar(identifier: .gregorian)), size: CGSize(width: 360, height: height), scale: 1)
    }

    @Test func aCompactPickerTrailsItsLabelAndWritesTheBinding() throws {
        let schedule = Schedule()
        let binding = Binding(get: { schedule.due }, set: { schedule.due = $0 })
        let hosted = hosted(DatePicker("Due", selection: binding, displayedComponents: .date).padding())
        let control = try picker(in: hosted)
        #expect(control.datePickerMode == .date && control.datePickerStyle == .compact)
        #expect(control.locale?.identifier == "en_US" && control.timeZone == TimeZone(identifier: "UTC"))
        #expect(hosted.texts.first?.text == "Due")
        let frame = control.convert(control.bounds, to: hosted.window)
        #expect(abs(frame.maxX - 344) < 1)
        let later = schedule.due.addingTimeInterval(86_400)
        control.date = later
        control.sendActions(for: .valueChanged)
        #expect(schedule.due == later)
    }

    @Test func graphicalAndWheelPickersSitUnderTheirLabel() throws {
        let schedule = Schedule()
        let binding = Binding(get: { schedule.due }, set: { schedule.due = $0 })
        let calendar = hosted(DatePicker("Day", selection: binding, displayedComponents: .date).datePickerStyle(.graphical), height: 500)
        let control = try picker(in: calendar)
        let label = try #require(calendar.texts.first { $0.text == "Day" })
        let frame = control.convert(control.bounds, to: calendar.window)
        #expect(frame.minY >= label.frame.maxY && frame.width == 360 && frame.height > 250, "\(frame)")
        let wheels = hosted(DatePicker("Time", selection: binding, displayedComponents: .hourAndMinute).datePickerStyle(.wheel), height: 400)
        #expect(try picker(in: wheels).datePickerStyle == .wheels)
    }

    @Test func rangesBoundTheControl() throws {
        let schedule = Schedule()
        let binding = Binding(get: { schedule.due }, set: { schedule.due = $0 })
        let start = schedule.due.addingTimeInterval(-86_400), end = schedule.due.addingTimeInterval(86_400)
        let control = try picker(in: hosted(DatePicker("Due", selection: binding, in: start...end)))
        #expect(control.minimumDate == start && control.maximumDate == end)
        let from = try picker(in: hosted(DatePicker("Due", selection: binding, in: start...)))
        #expect(from.minimumDate == start && from.maximumDate == nil)
    }
}
