import Foundation

extension UIDatePicker {
    /// What a date picker edits.
    public enum Mode: Int, Sendable {
        /// An hour and minute (and AM/PM where the locale uses it).
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A day and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes, read from `countDownDuration`.
        case countDownTimer = 3
        /// A month and a year (iOS 17.4).
        case yearAndMonth = 4
    }
}
