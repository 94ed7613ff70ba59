import Foundation

/// A control for choosing a date, a time, both, or a count-down duration, in iOS 26's look:
/// compact rounded labels that open a calendar or time wheels in a popover, an inline month
/// calendar, or spinning wheels.
///
/// ```swift
/// let due = UIDatePicker()
/// due.datePickerMode = .date
/// due.preferredDatePickerStyle = .inline
/// due.minimumDate = Date()
/// due.addAction(UIAction { [unowned due] _ in task.due = due.date }, for: .valueChanged)
/// ```
///
/// All field arithmetic goes through `calendar` in `timeZone`; text follows `locale` (the
/// order of the wheels, the 12- or 24-hour clock, month and weekday names). `.valueChanged`
/// is sent when the user changes the value, never when code sets it. Dates outside
/// `minimumDate`...`maximumDate` are shown grey and cannot be chosen: a wheel left on one
/// turns back to the nearest allowed date.
///
/// Differs from UIKit: a `maximumDate` earlier than `minimumDate` is ignored; the compact
/// style's time opens wheels in a popover rather than an in-place keyboard field; VoiceOver's
/// element per wheel (issue 21) is not there.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker edits; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if oldValue != datePickerMode { rebuildFace() } }
    }

    /// The style asked for; `datePickerStyle` is the one in use.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if oldValue != preferredDatePickerStyle { rebuildFace() } }
    }

    /// The style the picker shows: the preferred one when the mode has it, else the mode's own.
    open var datePickerStyle: UIDatePickerStyle {
        switch datePickerMode {
        case .countDownTimer, .yearAndMonth: return .wheels
        case .time, .date, .dateAndTime:
            return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
        }
    }

    /// The locale for the picker's text; `nil` is the current locale.
    open var locale: Locale? {
        didSet { formatsDidChange() }
    }

    /// The calendar the fields are counted in; setting `nil` restores the current calendar.
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? Calendar.current
            formatsDidChange()
        }
    }

    /// The time zone the fields are shown in; `nil` is the calendar's.
    open var timeZone: TimeZone? {
        didSet { formatsDidChange() }
    }

    /// The chosen date, kept within `minimumDate`...`maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date the user may choose; `nil` has no limit.
    open var minimumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The latest date the user may choose; `nil` has no limit.
    open var maximumDate: Date? {
        didSet { limitsDidChange() }
    }

    /// The duration a `.countDownTimer` picker shows, in seconds (0 up to 23 h 59 min; the
    /// user cannot choose less than a minute).
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else { return }
            storedCountDown = min(max(newValue, 0), Self.longestCountDown)
            face?.refresh(animated: false)
        }
    }

    /// The step of the minute wheel: a divisor of 60 from 1 to 30; other values are ignored.
    open var minuteInterval: Int = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = oldValue }
            if oldValue != minuteInterval { rebuildFace() }
        }
    }

    /// Whether a date set in code is rounded to `minuteInterval` (iOS 15).
    open var roundsToMinuteInterval = true

    private var storedDate: Date
    private var storedCountDown: TimeInterval = 0
    private var storedCalendar = Calendar.current
    private var cachedFormats: DatePickerFormats?
    private(set) var face: DatePickerFace?
    /// Today, as the calendar and the "Today" row mark it; tests pin it for stable images.
    @_spi(OpenUIKit) public var today: @MainActor () -> Date = { Date() }

    static let longestCountDown: TimeInterval = 23 * 3600 + 59 * 60

    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        rebuildFace()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Shows `date` (kept within the limits and, with `roundsToMinuteInterval`, rounded to
    /// the minute interval), turning wheels and paging the calendar when `animated`.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return }
        storedDate = clamped(roundsToMinuteInterval ? rounded(date) : date)
        face?.refresh(animated: animated)
    }

    // MARK: Values chosen by the user

    /// Takes `date` as the user's choice: kept within the limits, shown, and announced with
    /// `.valueChanged` when it differs from the value before.
    func userChose(_ date: Date, animated: Bool = true) {
        let chosen = clamped(date)
        let changed = chosen != storedDate
        storedDate = chosen
        face?.refresh(animated: animated)
        if changed { sendActions(for: .valueChanged) }
    }

    /// Takes a count-down duration chosen on the wheels (at least a minute).
    func userChoseCountDown(_ duration: TimeInterval) {
        let chosen = min(max(duration, 60), Self.longestCountDown)
        let changed = chosen != storedCountDown
        storedCountDown = chosen
        face?.refresh(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Limits

    /// The earliest and latest dates allowed; a maximum before the minimum is ignored.
    var limits: (lower: Date?, upper: Date?) {
        guard let minimumDate, let maximumDate, maximumDate < minimumDate else { return (minimumDate, maximumDate) }
        return (minimumDate, nil)
    }

    func clamped(_ date: Date) -> Date {
        let (lower, upper) = limits
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }

    /// Whether any moment of `interval` (start inclusive, end exclusive) is allowed.
    func allowsAny(of interval: DateInterval) -> Bool {
        let (lower, upper) = limits
        if let lower, interval.end <= lower { return false }
        if let upper, interval.start > upper { return false }
        return true
    }

    private func rounded(_ date: Date) -> Date {
        guard minuteInterval > 1, datePickerMode != .date, datePickerMode != .yearAndMonth else { return date }
        let calendar = formats.calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minute = parts.minute ?? 0
        let step = minuteInterval
        parts.minute = ((minute + step / 2) / step) * step
        return calendar.date(from: parts) ?? date
    }

    private func limitsDidChange() {
        storedDate = clamped(storedDate)
        face?.refresh(animated: false)
    }

    // MARK: Formats and faces

    /// The picker's words and calendar arithmetic for its locale, calendar and time zone.
    var formats: DatePickerFormats {
        if let cachedFormats { return cachedFormats }
        let made = DatePickerFormats(locale: locale ?? Locale.current, calendar: storedCalendar,
                                     timeZone: timeZone ?? storedCalendar.timeZone)
        cachedFormats = made
        return made
    }

    private func formatsDidChange() {
        cachedFormats = nil
        rebuildFace()
    }

    private func rebuildFace() {
        face?.removeFromSuperview()
        let made: DatePickerFace
        switch (datePickerStyle, datePickerMode) {
        case (.wheels, _): made = DatePickerWheelsView(picker: self)
        case (.inline, .date), (.inline, .dateAndTime): made = DatePickerCalendarView(picker: self)
        default: made = DatePickerCompactView(picker: self)
        }
        face = made
        addSubview(made)
        made.refresh(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize { face?.intrinsicContentSize ?? .zero }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        face?.frame = bounds
    }

    override func stateDidChange() {
        super.stateDidChange()
        face?.refresh(animated: false)
    }

    /// A compact picker's labels take focus themselves; other styles take it whole (the
    /// arrow keys step the value).
    open override var canBecomeFocused: Bool { isEnabled && !(face is DatePickerCompactView) }

    // MARK: Accessibility

    /// One step later: a day for dates, a minute interval for times and count downs, a
    /// month for `.yearAndMonth`; the value is chosen as the user's.
    open override func accessibilityIncrement() { stepForAccessibility(1) }
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    private func stepForAccessibility(_ direction: Int) {
        guard isEnabled else { return }
        let calendar = formats.calendar
        switch datePickerMode {
        case .countDownTimer:
            userChoseCountDown(storedCountDown + TimeInterval(direction * minuteInterval * 60))
        case .date, .dateAndTime:
            userChose(calendar.date(byAdding: .day, value: direction, to: storedDate) ?? storedDate)
        case .time:
            userChose(calendar.date(byAdding: .minute, value: direction * minuteInterval, to: storedDate) ?? storedDate)
        case .yearAndMonth:
            userChose(calendar.date(byAdding: .month, value: direction, to: storedDate) ?? storedDate)
        }
    }

    override var defaultIsAccessibilityElement: Bool { datePickerStyle == .compact }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { datePickerStyle == .compact ? .button : .adjustable }
    override var defaultAccessibilityValue: String? {
        switch datePickerMode {
        case .date: return formats.dateText(storedDate)
        case .time: return formats.timeText(storedDate)
        case .dateAndTime: return formats.dateText(storedDate) + ", " + formats.timeText(storedDate)
        case .yearAndMonth: return formats.string(from: storedDate, template: "MMMMy")
        case .countDownTimer:
            let minutes = Int(storedCountDown / 60)
            return "\(minutes / 60) hours, \(minutes % 60) minutes"
        }
    }
}
