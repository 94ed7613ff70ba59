import Foundation

/// How a date picker shows itself.
///
/// `.automatic` lets the picker choose: `.compact` for dates and times, `.wheels` for count
/// down timers (the only style they have) and for `.yearAndMonth`.
public enum UIDatePickerStyle: Int, Sendable {
    /// The picker chooses the style for its mode.
    case automatic = 0
    /// Spinning wheels, one per field.
    case wheels = 1
    /// Rounded labels showing the value; tapping one edits it in a popover.
    case compact = 2
    /// The editor itself in place: a month calendar, with the time below when the mode has one.
    case inline = 3
}
