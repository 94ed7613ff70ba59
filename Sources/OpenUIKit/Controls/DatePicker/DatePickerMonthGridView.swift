import Foundation

/// One month of an inline date picker's calendar: the days in weeks under the weekday
/// headings, today in the tint colour, the chosen day on a tinted circle, days past the
/// limits grey.
@MainActor
final class DatePickerMonthGridView: UIView {
    unowned let picker: UIDatePicker
    /// The first moment of the month shown.
    var month: Date { didSet { setNeedsDisplay() } }

    static let weeks = 6
    static let rowHeight: CGFloat = 44
    static let dayFont = UIFont.systemFont(ofSize: 20)
    static let chosenDayFont = UIFont.systemFont(ofSize: 24, weight: .medium)

    init(picker: UIDatePicker, month: Date) {
        self.picker = picker
        self.month = month
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private var calendar: Calendar { picker.formats.calendar }
    private var columnWidth: CGFloat { bounds.width / 7 }

    /// How many blank cells come before the 1st in its week.
    private var leadingBlanks: Int {
        let weekday = calendar.component(.weekday, from: month)
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    private var dayCount: Int { calendar.range(of: .day, in: .month, for: month)?.count ?? 30 }

    /// The cell of day `day` (1-based), in the grid's coordinates.
    func cellFrame(ofDay day: Int) -> CGRect {
        let index = leadingBlanks + day - 1
        var column = index % 7
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { column = 6 - column }
        return CGRect(x: CGFloat(column) * columnWidth, y: CGFloat(index / 7) * Self.rowHeight,
                      width: columnWidth, height: Self.rowHeight)
    }

    /// The day (1-based) under `point`, if a day of the month is there.
    func day(at point: CGPoint) -> Int? {
        guard bounds.contains(point), columnWidth > 0 else { return nil }
        var column = Int(point.x / columnWidth)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { column = 6 - column }
        let index = Int(point.y / Self.rowHeight) * 7 + column
        let day = index - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// The date of `day` in the month shown, at the picker's time of day.
    func date(ofDay day: Int) -> Date? {
        var parts = calendar.dateComponents([.era, .year, .month], from: month)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: picker.date)
        parts.day = day
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (time.hour, time.minute, time.second, time.nanosecond)
        return calendar.date(from: parts)
    }

    func isEnabled(day: Int) -> Bool {
        guard let date = date(ofDay: day), let span = calendar.dateInterval(of: .day, for: date) else { return false }
        return picker.isEnabled && picker.allowsAny(of: span)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    /// `font` grown or shrunk with Dynamic Type, kept to what a 44-point row holds.
    private func scaled(_ font: UIFont) -> UIFont {
        UIFontMetrics(forTextStyle: .title3).scaledFont(for: font, maximumPointSize: font.pointSize * 1.4, compatibleWith: traitCollection)
    }

    override func draw(_ rect: CGRect) {
        let chosen = calendar.isDate(picker.date, equalTo: month, toGranularity: .month)
            ? calendar.component(.day, from: picker.date) : nil
        let todayDate = picker.today()
        let today = calendar.isDate(todayDate, equalTo: month, toGranularity: .month)
            ? calendar.component(.day, from: todayDate) : nil
        let tint: UIColor = tintColor
        for day in 1...dayCount {
            let cell = cellFrame(ofDay: day)
            let enabled = isEnabled(day: day)
            var font = scaled(Self.dayFont)
            var color: UIColor = enabled ? .label : .tertiaryLabel
            if day == today, enabled { color = tint }
            if day == chosen {
                let side = min(cell.width, cell.height) - 2
                let circle = CGRect(x: cell.midX - side / 2, y: cell.midY - side / 2, width: side, height: side)
                let isToday = day == today
                (isToday ? tint : tint.withAlphaComponent(0.12)).setFill()
                UIBezierPath(ovalIn: circle).fill()
                font = scaled(Self.chosenDayFont)
                color = isToday ? .white : tint
            }
            let text = String(day) as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: cell.midX - size.width / 2, y: cell.midY - size.height / 2), withAttributes: attributes)
        }
    }
}
