import Foundation
import OpenUIKitTesting
@testable @_spi(OpenUIKit) import OpenUIKit

/// 23 November 2026, 09:41 UTC: the date the pickers under test start on.
let pickerTestDate = Date(timeIntervalSince1970: 1_795_426_860)

/// A picker in American English on the Gregorian calendar in UTC, showing `pickerTestDate`,
/// with today pinned three days before it.
@MainActor
func testDatePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, locale: String = "en_US") -> UIDatePicker {
    let picker = UIDatePicker()
    picker.locale = Locale(identifier: locale)
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.calendar = Calendar(identifier: .gregorian)
    picker.today = { pickerTestDate.addingTimeInterval(-3 * 86_400) }
    picker.datePickerMode = mode
    picker.preferredDatePickerStyle = style
    picker.date = pickerTestDate
    return picker
}

/// The picker's date written as "yyyy-MM-dd HH:mm" in UTC.
@MainActor
func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
}

/// The centre of a wheel in window coordinates.
@MainActor
func wheelCenter(_ wheel: UIView) -> CGPoint {
    let frame = wheel.convert(wheel.bounds, to: nil)
    return CGPoint(x: frame.midX, y: frame.midY)
}

/// `picker` in wheels style at the bottom half of a phone window, laid out: the window, its
/// `.valueChanged` counter and the wheels.
@MainActor
func wheelsScene(_ picker: UIDatePicker) -> (window: UIWindow, changes: () -> Int, wheels: [PickerWheelView]) {
    let (window, changes) = controlScene(picker, frame: CGRect(x: 16, y: 300, width: 358, height: 216))
    window.layoutIfNeeded()
    return (window, changes, (picker.face as? DatePickerWheelsView)?.wheels.wheels ?? [])
}

/// Turns `wheel` by `rows` rows (positive: later rows) with a held drag, and lets it settle.
@MainActor
func turn(_ wheel: PickerWheelView, by rows: CGFloat, in window: UIWindow) {
    window.drag(from: wheelCenter(wheel), by: CGPoint(x: 0, y: -rows * PickerWheelView.rowHeight), hold: 0.2)
    finishTransitions(in: window)
}
