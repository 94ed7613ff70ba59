import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIDatePicker", .manualClock)
struct UIDatePickerTests {
    @Test func stylesResolveForTheirModes() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.face is DatePickerCalendarView)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.face is DatePickerWheelsView, "count down has only wheels")
        picker.datePickerMode = .time
        #expect(picker.face is DatePickerCompactView, "an inline time is its compact label")
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize.height == 216)
    }

    @Test func valuesAreKeptWithinTheLimitsAndBadInputIsRefused() {
        let picker = testDatePicker(.dateAndTime, .wheels)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.minimumDate = pickerTestDate.addingTimeInterval(3600)
        #expect(picker.date == picker.minimumDate, "raising the minimum takes the date with it")
        picker.maximumDate = pickerTestDate.addingTimeInterval(-7200)
        #expect(picker.date == picker.minimumDate, "a maximum before the minimum is ignored")
        picker.maximumDate = pickerTestDate.addingTimeInterval(86_400)
        picker.date = pickerTestDate.addingTimeInterval(10 * 86_400)
        #expect(picker.date == picker.maximumDate)
        picker.setDate(Date(timeIntervalSinceReferenceDate: .nan), animated: false)
        #expect(picker.date == picker.maximumDate)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "7 does not divide an hour")
        picker.minuteInterval = 15
        picker.minimumDate = nil
        picker.maximumDate = nil
        picker.date = pickerTestDate
        #expect(stamp(picker.date) == "2026-11-23 09:45", "rounded to the quarter hour")
        picker.countDownDuration = .infinity
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 99 * 3600
        #expect(picker.countDownDuration == 23 * 3600 + 59 * 60)
        #expect(changes == 0, "code's changes send nothing")
    }

    @Test func wheelsFollowTheLocale() throws {
        let american = testDatePicker(.date, .wheels)
        let german = testDatePicker(.date, .wheels, locale: "de_DE")
        let americanFields = try #require(american.face as? DatePickerWheelsView).fields
        let germanFields = try #require(german.face as? DatePickerWheelsView).fields
        #expect(americanFields == [.month, .day, .year])
        #expect(germanFields == [.day, .month, .year])
        let americanTime = try #require(testDatePicker(.time, .wheels).face as? DatePickerWheelsView).fields
        let germanTime = try #require(testDatePicker(.time, .wheels, locale: "de_DE").face as? DatePickerWheelsView).fields
        #expect(americanTime == [.hour, .minute, .meridiem] && germanTime == [.hour, .minute])
        #expect(american.accessibilityValue == "Nov 23, 2026")
    }

    @Test func turningTheDayWheelChangesTheDate() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.date, .wheels)
        let (window, changes, wheels) = wheelsScene(picker)
        let dayWheel = try #require(wheels.dropFirst().first)
        let center = wheelCenter(dayWheel)
        turn(dayWheel, by: 2, in: window)
        #expect(stamp(picker.date) == "2026-11-25 09:41" && changes() == 1)
        // A month's missing day: turning to 31 November comes back to the 30th.
        turn(dayWheel, by: 6, in: window)
        #expect(stamp(picker.date) == "2026-11-30 09:41" && changes() == 2)
        #expect(dayWheel.selectedRow == 29, "the wheel turned back to the 30th")
        // A tap on the row above the band turns the wheel there.
        window.tap(at: CGPoint(x: center.x, y: center.y - PickerWheelView.rowHeight - 2))
        finishTransitions(in: window)
        #expect(stamp(picker.date) == "2026-11-29 09:41" && changes() == 3)
    }

    @Test func aWheelLeftPastTheMaximumTurnsBack() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.date, .wheels)
        picker.maximumDate = pickerTestDate.addingTimeInterval(86_400)
        let (window, changes, wheels) = wheelsScene(picker)
        let monthWheel = try #require(wheels.first)
        turn(monthWheel, by: 1, in: window)
        #expect(stamp(picker.date) == "2026-11-24 09:41", "December is past the maximum")
        #expect(monthWheel.selectedRow == 10 && changes() == 1)
        #expect(!monthWheel.column.isEnabled(11) && monthWheel.column.isEnabled(10))
    }

    @Test func timeAndCountDownWheels() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.time, .wheels)
        let (window, changes, wheels) = wheelsScene(picker)
        turn(try #require(wheels.last), by: 1, in: window)
        #expect(stamp(picker.date) == "2026-11-23 21:41" && changes() == 1, "PM")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 0
        window.layoutIfNeeded()
        let timer = try #require(picker.face as? DatePickerWheelsView)
        turn(try #require(timer.wheels.wheels.first), by: 2, in: window)
        #expect(picker.countDownDuration == 2 * 3600 && changes() == 2)
        #expect(picker.accessibilityValue == "2 hours, 0 minutes")
    }

    @Test func aTapOnADayChoosesItAndTheArrowsPageMonths() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.dateAndTime, .inline)
        picker.minimumDate = pickerTestDate.addingTimeInterval(-5 * 86_400)
        let (window, changes) = controlScene(picker, frame: CGRect(x: 16, y: 100, width: 358, height: 394))
        window.layoutIfNeeded()
        let calendar = try #require(picker.face as? DatePickerCalendarView)
        let grid = calendar.grid
        func tapDay(_ day: Int) {
            let cell = grid.convert(grid.cellFrame(ofDay: day), to: nil)
            window.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        }
        tapDay(26)
        #expect(stamp(picker.date) == "2026-11-26 09:41" && changes() == 1, "the time of day is kept")
        tapDay(10)
        #expect(stamp(picker.date) == "2026-11-26 09:41" && changes() == 1, "the 10th is before the minimum")
        #expect(!calendar.previousButton.isEnabled, "October is wholly before the minimum")
        let next = calendar.nextButton.convert(calendar.nextButton.bounds, to: nil)
        window.tap(at: CGPoint(x: next.midX, y: next.midY))
        TestClock.advance(by: 0.15)
        let sliding = try #require(calendar.grid.layer.presentation()).frame.minX
        #expect(sliding > 10 && sliding < 300, "the new month slides in: \(sliding)")
        finishTransitions(in: window)
        #expect(calendar.month == calendarMonth(2026, 12) && changes() == 1, "paging does not change the value")
        #expect(calendar.grid.frame.minX == 0)
        let cell = calendar.grid.convert(calendar.grid.cellFrame(ofDay: 1), to: nil)
        window.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(stamp(picker.date) == "2026-12-01 09:41" && changes() == 2)
        picker.date = pickerTestDate
        finishTransitions(in: window)
        #expect(calendar.month == calendarMonth(2026, 11), "code's date brings its month")
    }

    @Test func theMonthNameOpensMonthAndYearWheels() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.date, .inline)
        let (window, changes) = controlScene(picker, frame: CGRect(x: 16, y: 100, width: 358, height: 342))
        window.layoutIfNeeded()
        let calendar = try #require(picker.face as? DatePickerCalendarView)
        window.tap(at: CGPoint(x: 16 + 40, y: 100 + 22))
        window.layoutIfNeeded()
        let wheels = try #require(calendar.subviews.compactMap { $0 as? PickerWheelsView }.first)
        #expect(!calendar.nextButton.isEnabled, "the arrows rest while the wheels show")
        turn(wheels.wheels[1], by: -1, in: window)
        #expect(calendar.month == calendarMonth(2025, 11) && changes() == 0)
        window.tap(at: CGPoint(x: 16 + 40, y: 100 + 22))
        #expect(calendar.subviews.allSatisfy { !($0 is PickerWheelsView) } && calendar.nextButton.isEnabled)
    }

    @Test func aCompactDateOpensTheCalendarInAPopover() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let picker = testDatePicker(.dateAndTime, .compact)
        let (window, changes) = controlScene(picker, frame: CGRect(x: 16, y: 120, width: 358, height: 40))
        window.layoutIfNeeded()
        let compact = try #require(picker.face as? DatePickerCompactView)
        let dateField = try #require(compact.field(for: .date))
        #expect(dateField.text == "Nov 23, 2026" && dateField.frame.maxX == 358 - compact.field(for: .time)!.frame.width - 6)
        let fieldFrame = dateField.convert(dateField.bounds, to: nil)
        window.tap(at: CGPoint(x: fieldFrame.midX, y: fieldFrame.midY))
        finishTransitions(in: window)
        let editor = try #require(compact.editor)
        #expect(editor.popoverPresentationController?.arrowDirection != .unknown, "a popover, not a sheet")
        #expect(editor.editor.datePickerStyle == .inline && dateField.isEditing)
        let popover = try #require(editor.view.superview).convert(editor.view.frame, to: nil)
        #expect(popover.minY >= fieldFrame.maxY, "below its field: \(popover)")
        let grid = try #require(editor.editor.face as? DatePickerCalendarView).grid
        let cell = grid.convert(grid.cellFrame(ofDay: 28), to: nil)
        window.tap(at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(stamp(picker.date) == "2026-11-28 09:41" && changes() == 1)
        #expect(dateField.text == "Nov 28, 2026")
        window.tap(at: CGPoint(x: 20, y: 800))
        finishTransitions(in: window)
        #expect(compact.editor == nil && !dateField.isEditing, "a tap outside closes it")
    }

    private func calendarMonth(_ year: Int, _ month: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    }
}

@MainActor
@Suite("UIDatePicker bad input", .manualClock)
struct UIDatePickerBadInputTests {
    @Test(arguments: [UIDatePickerStyle.wheels, .inline, .compact])
    func extremeDatesAndGeometryAreShownWithoutCrashing(style: UIDatePickerStyle) {
        for mode in [UIDatePicker.Mode.date, .time, .dateAndTime, .yearAndMonth] {
            let picker = testDatePicker(mode, style)
            let (window, _) = controlScene(picker, frame: CGRect(x: 16, y: 100, width: 358, height: 400))
            for date in [Date.distantFuture, .distantPast, Date(timeIntervalSinceReferenceDate: 1e300), Date(timeIntervalSinceReferenceDate: -1e300)] {
                picker.setDate(date, animated: true)
                window.layoutIfNeeded()
                _ = window.renderedImage()
            }
            picker.frame = CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: -5)
            window.layoutIfNeeded()
            picker.accessibilityIncrement()
            #expect(picker.accessibilityValue != nil)
        }
    }
}

@MainActor
@Suite("UIDatePicker Dynamic Type", .manualClock)
struct UIDatePickerDynamicTypeTests {
    @Test func compactLabelsGrowWithTheTextSize() throws {
        let picker = testDatePicker(.date, .compact)
        let (window, _) = controlScene(picker, frame: CGRect(x: 16, y: 120, width: 358, height: 60))
        window.layoutIfNeeded()
        let regular = picker.intrinsicContentSize
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        let large = picker.intrinsicContentSize
        #expect(large.width > regular.width + 20 && large.height > regular.height, "\(regular) → \(large)")
        let field = try #require((picker.face as? DatePickerCompactView)?.field(for: .date))
        #expect(field.label.font.pointSize > 17)
    }
}
