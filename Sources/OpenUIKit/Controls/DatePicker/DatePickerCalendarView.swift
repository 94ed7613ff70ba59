import Foundation

/// The inline style of a date picker: a month calendar with the month's name, arrows to the
/// months before and after, weekday headings and the days; for `.dateAndTime`, a Time row
/// below.
///
/// A tap on a day chooses it (keeping the time of day). The arrows, or a sideways swipe,
/// page months with a slide (a fade with Reduce Motion) without changing the value. A tap on
/// the month's name swaps the days for month and year wheels, which move the calendar.
@MainActor
final class DatePickerCalendarView: UIView, DatePickerFace {
    unowned let picker: UIDatePicker
    /// The first moment of the month shown.
    private(set) var month: Date
    /// The month of the value when last shown.
    private var valueMonth: Date
    private let titleLabel = UILabel()
    private let disclosure = TemplateImageView(frame: .zero)
    private let header = UIView()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    private let weekdayLabels = (0..<7).map { _ in UILabel() }
    private let pages = UIView()
    private(set) var grid: DatePickerMonthGridView
    private var monthYearWheels: PickerWheelsView?
    private var timeRow: (label: UILabel, field: DatePickerCompactView)?

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 22
    static let timeRowHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let slideDuration: TimeInterval = 0.3

    init(picker: UIDatePicker) {
        self.picker = picker
        let month = picker.formats.calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        self.month = month
        valueMonth = month
        grid = DatePickerMonthGridView(picker: picker, month: month)
        super.init(frame: .zero)
        buildHeader()
        for label in weekdayLabels {
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            addSubview(label)
        }
        pages.clipsToBounds = true
        pages.addSubview(grid)
        addSubview(pages)
        pages.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.dayTapped))
        pages.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DatePickerCalendarView.swiped))
        if picker.datePickerMode == .dateAndTime { buildTimeRow() }
    }

    required init?(coder: NSCoder) { nil }

    private var calendar: Calendar { picker.formats.calendar }

    private func buildHeader() {
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        disclosure.image = UIImage(systemName: "chevron.right")
        disclosure.isUserInteractionEnabled = false
        header.addSubview(titleLabel)
        header.addSubview(disclosure)
        header.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.headerTapped))
        addSubview(header)
        previousButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
        nextButton.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        previousButton.addAction(UIAction { [unowned self] _ in page(by: -1, animated: true) }, for: .primaryActionTriggered)
        nextButton.addAction(UIAction { [unowned self] _ in page(by: 1, animated: true) }, for: .primaryActionTriggered)
        addSubview(previousButton)
        addSubview(nextButton)
    }

    private func buildTimeRow() {
        let label = UILabel()
        label.text = "Time"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let field = DatePickerCompactView(picker: picker, parts: [.time])
        addSubview(label)
        addSubview(field)
        timeRow = (label, field)
    }

    private var gridHeight: CGFloat { CGFloat(DatePickerMonthGridView.weeks) * DatePickerMonthGridView.rowHeight }

    override var intrinsicContentSize: CGSize {
        let calendarHeight = Self.headerHeight + Self.weekdayHeight + gridHeight + 8
        return CGSize(width: 320, height: calendarHeight + (timeRow == nil ? 0 : Self.timeRowHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let titleSize = titleLabel.sizeThatFits(CGSize(width: width, height: Self.headerHeight))
        let headerWidth = titleSize.width + 24
        header.frame = CGRect(x: rightToLeft ? width - Self.margin - headerWidth : Self.margin, y: 0,
                              width: headerWidth, height: Self.headerHeight)
        titleLabel.frame = CGRect(x: rightToLeft ? 24 : 0, y: (Self.headerHeight - titleSize.height) / 2,
                                  width: titleSize.width, height: titleSize.height)
        disclosure.frame = CGRect(x: rightToLeft ? 4 : titleSize.width + 6, y: (Self.headerHeight - 14) / 2, width: 14, height: 14)
        let arrows = [previousButton, nextButton]
        let arrowWidth: CGFloat = 44
        for (index, button) in (rightToLeft ? arrows.reversed() : arrows).enumerated() {
            let x = rightToLeft ? CGFloat(index) * arrowWidth : width - CGFloat(2 - index) * arrowWidth
            button.frame = CGRect(x: x, y: 0, width: arrowWidth, height: Self.headerHeight)
        }
        let gridFrame = CGRect(x: 8, y: Self.headerHeight + Self.weekdayHeight, width: max(0, width - 16), height: gridHeight)
        let columnWidth = gridFrame.width / 7
        for (index, label) in weekdayLabels.enumerated() {
            let column = rightToLeft ? 6 - index : index
            label.frame = CGRect(x: gridFrame.minX + CGFloat(column) * columnWidth, y: Self.headerHeight,
                                 width: columnWidth, height: Self.weekdayHeight)
        }
        pages.frame = CGRect(x: gridFrame.minX, y: Self.headerHeight, width: gridFrame.width, height: Self.weekdayHeight + gridHeight)
        if !isSliding {
            grid.frame = CGRect(x: 0, y: Self.weekdayHeight, width: gridFrame.width, height: gridHeight)
        }
        monthYearWheels?.frame = CGRect(x: 0, y: Self.headerHeight, width: width, height: Self.weekdayHeight + gridHeight)
        if let timeRow {
            let top = Self.headerHeight + Self.weekdayHeight + gridHeight + 8
            let fieldSize = timeRow.field.intrinsicContentSize
            let labelSize = timeRow.label.sizeThatFits(bounds.size)
            let fieldX = rightToLeft ? Self.margin : width - Self.margin - fieldSize.width
            timeRow.field.frame = CGRect(x: fieldX, y: top + (Self.timeRowHeight - fieldSize.height) / 2,
                                         width: fieldSize.width, height: fieldSize.height)
            timeRow.label.frame = CGRect(x: rightToLeft ? width - Self.margin - labelSize.width : Self.margin,
                                         y: top + (Self.timeRowHeight - labelSize.height) / 2,
                                         width: labelSize.width, height: labelSize.height)
        }
    }

    // MARK: Showing the value

    func refresh(animated: Bool) {
        let headings = picker.formats.weekdayHeadings
        for (label, heading) in zip(weekdayLabels, headings) { label.text = heading }
        let chosenMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        // Only a value in another month moves the calendar; a month paged to stays otherwise.
        defer { valueMonth = chosenMonth }
        if chosenMonth != valueMonth, chosenMonth != month, monthYearWheels == nil {
            show(month: chosenMonth, animated: animated)
        } else {
            showMonthTitle()
            grid.setNeedsDisplay()
        }
        timeRow?.field.refresh(animated: animated)
    }

    private func showMonthTitle() {
        titleLabel.text = picker.formats.string(from: month, template: "MMMMy")
        let wheelsShown = monthYearWheels != nil
        titleLabel.textColor = wheelsShown ? tintColor : .label
        disclosure.transform = wheelsShown ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        previousButton.isEnabled = !wheelsShown && allowsMonth(offset: -1)
        nextButton.isEnabled = !wheelsShown && allowsMonth(offset: 1)
        setNeedsLayout()
    }

    private func allowsMonth(offset: Int) -> Bool {
        guard let other = calendar.date(byAdding: .month, value: offset, to: month),
              let span = calendar.dateInterval(of: .month, for: other) else { return false }
        return picker.allowsAny(of: span)
    }

    // MARK: Paging months

    private var isSliding = false

    /// Moves the calendar `offset` months on (a negative offset goes back).
    func page(by offset: Int, animated: Bool) {
        guard allowsMonth(offset: offset), let target = calendar.date(byAdding: .month, value: offset, to: month) else { return }
        show(month: target, animated: animated)
    }

    private func show(month target: Date, animated: Bool) {
        let forward = target > month
        month = target
        showMonthTitle()
        guard animated, window != nil, !isSliding else {
            grid.month = target
            return
        }
        let outgoing = grid
        let incoming = DatePickerMonthGridView(picker: picker, month: target)
        incoming.tintColor = tintColor
        let width = outgoing.bounds.width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let direction: CGFloat = (forward != rightToLeft) ? 1 : -1
        let fades = UIAccessibility.isReduceMotionEnabled
        incoming.frame = outgoing.frame.offsetBy(dx: fades ? 0 : direction * width, dy: 0)
        incoming.alpha = fades ? 0 : 1
        pages.addSubview(incoming)
        grid = incoming
        isSliding = true
        UIView.animate(withDuration: Self.slideDuration, animations: {
            if fades {
                outgoing.alpha = 0
                incoming.alpha = 1
            } else {
                outgoing.frame = outgoing.frame.offsetBy(dx: -direction * width, dy: 0)
                incoming.frame = incoming.frame.offsetBy(dx: -direction * width, dy: 0)
            }
        }, completion: { [weak self] _ in
            outgoing.removeFromSuperview()
            self?.isSliding = false
            self?.setNeedsLayout()
        })
    }

    private func swiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended, monthYearWheels == nil else { return }
        let travel = recognizer.translation(in: pages).x
        let speed = recognizer.velocity(in: pages).x
        guard abs(travel) > 30 || abs(speed) > 300 else { return }
        let towardsEarlier = (travel > 0) != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        page(by: towardsEarlier ? -1 : 1, animated: true)
    }

    // MARK: Choosing a day

    private func dayTapped(_ recognizer: UITapGestureRecognizer) {
        guard monthYearWheels == nil, picker.isEnabled else { return }
        let point = recognizer.location(in: grid)
        guard let day = grid.day(at: point), grid.isEnabled(day: day), let date = grid.date(ofDay: day) else { return }
        picker.userChose(date, animated: true)
    }

    // MARK: Month and year wheels

    private func headerTapped(_ recognizer: UITapGestureRecognizer) {
        toggleMonthYearWheels()
    }

    func toggleMonthYearWheels() {
        if let wheels = monthYearWheels {
            wheels.removeFromSuperview()
            monthYearWheels = nil
            pages.isHidden = false
            weekdayLabels.forEach { $0.isHidden = false }
        } else {
            let wheels = makeMonthYearWheels()
            addSubview(wheels)
            monthYearWheels = wheels
            pages.isHidden = true
            weekdayLabels.forEach { $0.isHidden = true }
        }
        showMonthTitle()
        layoutIfNeeded()
    }

    private var monthYearOrder: [Calendar.Component] { picker.formats.monthYearFieldOrder }

    private func makeMonthYearWheels() -> PickerWheelsView {
        let wheels = PickerWheelsView()
        let names = picker.formats.monthNames
        let columns: [PickerWheelColumn] = monthYearOrder.map { component in
            var column: PickerWheelColumn
            if component == .month {
                column = PickerWheelColumn(rowCount: names.count, isCyclic: true, alignment: .natural, title: { names[$0] })
                column.measure()
            } else {
                column = PickerWheelColumn(rowCount: DatePickerWheelsView.yearCount, title: { String($0 + 1) })
                column.measure(samples: [2000])
            }
            return column
        }
        wheels.setColumns(columns)
        let parts = calendar.dateComponents([.year, .month], from: month)
        wheels.select(monthYearOrder.map { $0 == .month ? (parts.month ?? 1) - 1 : (parts.year ?? 1) - 1 }, animated: false)
        wheels.onSettle = { [unowned self, unowned wheels] _, _ in monthYearSettled(wheels) }
        return wheels
    }

    private func monthYearSettled(_ wheels: PickerWheelsView) {
        var parts = DateComponents()
        for (component, wheel) in zip(monthYearOrder, wheels.wheels) {
            if component == .month { parts.month = wheel.selectedRow + 1 } else { parts.year = wheel.selectedRow + 1 }
        }
        parts.day = 1
        guard let chosen = calendar.date(from: parts) else { return }
        month = chosen
        grid.month = chosen
        showMonthTitle()
    }
}
