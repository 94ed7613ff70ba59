import Foundation
import OpenUIKit

/// The month calendar the Insights screen shows in a popover from its month button: a year
/// with arrows either side and its twelve months; months before the first one with data
/// are dimmed. Picking one reports it and closes the popover.
public final class CalendarMonthPickerViewController: UIViewController {
    private let calendar = GrowCalendarModel.calendar
    private let currentDate: Date
    private let minimumDate: Date
    private let onPick: (Date) -> Void
    private var year: Int
    private let yearLabel = UILabel()
    private let previousYear = UIButton(configuration: .plain())
    private let nextYear = UIButton(configuration: .plain())
    /// The twelve month buttons, January first.
    public private(set) var monthButtons: [UIButton] = []

    public init(currentDate: Date, minimumDate: Date, onPick: @escaping (Date) -> Void) {
        self.currentDate = currentDate
        self.minimumDate = minimumDate
        self.onPick = onPick
        year = GrowCalendarModel.calendar.component(.year, from: currentDate)
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 300, height: 260)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        yearLabel.font = .preferredFont(forTextStyle: .headline)
        yearLabel.textAlignment = .center
        previousYear.configuration?.image = UIImage(systemName: "chevron.left")
        previousYear.accessibilityLabel = "Previous year"
        previousYear.addAction(UIAction { [weak self] _ in self?.showYear(by: -1) }, for: .primaryActionTriggered)
        nextYear.configuration?.image = UIImage(systemName: "chevron.right")
        nextYear.accessibilityLabel = "Next year"
        nextYear.addAction(UIAction { [weak self] _ in self?.showYear(by: 1) }, for: .primaryActionTriggered)
        monthButtons = (1...12).map { month in
            let button = UIButton(configuration: .plain())
            button.configuration?.title = GrowCalendarModel.format(GrowCalendarModel.date(2026, month, 1), "MMM")
            button.addAction(UIAction { [weak self] _ in self?.pick(month: month) }, for: .primaryActionTriggered)
            return button
        }
        for view in [yearLabel, previousYear, nextYear] + monthButtons as [UIView] { self.view.addSubview(view) }
        refresh()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
        previousYear.frame = CGRect(x: area.minX, y: area.minY, width: 44, height: 44)
        nextYear.frame = CGRect(x: area.maxX - 44, y: area.minY, width: 44, height: 44)
        yearLabel.frame = CGRect(x: area.minX + 44, y: area.minY, width: area.width - 88, height: 44)
        let grid = CGRect(x: area.minX, y: area.minY + 52, width: area.width, height: area.height - 52)
        let cell = CGSize(width: grid.width / 3, height: grid.height / 4)
        for (index, button) in monthButtons.enumerated() {
            button.frame = CGRect(x: grid.minX + CGFloat(index % 3) * cell.width, y: grid.minY + CGFloat(index / 3) * cell.height,
                                  width: cell.width, height: cell.height).insetBy(dx: 4, dy: 4)
        }
    }

    private func showYear(by step: Int) {
        year += step
        refresh()
    }

    private func refresh() {
        yearLabel.text = String(year)
        let current = calendar.dateComponents([.year, .month], from: currentDate)
        let earliest = calendar.dateComponents([.year, .month], from: minimumDate)
        previousYear.isEnabled = year > (earliest.year ?? year)
        for (index, button) in monthButtons.enumerated() {
            let month = index + 1
            let isCurrent = current.year == year && current.month == month
            button.configuration = isCurrent ? .filled() : .plain()
            button.configuration?.title = GrowCalendarModel.format(GrowCalendarModel.date(2026, month, 1), "MMM")
            button.configuration?.cornerStyle = .capsule
            button.isEnabled = (year, month) >= (earliest.year ?? year, earliest.month ?? 1)
            button.isSelected = isCurrent
        }
    }

    private func pick(month: Int) {
        onPick(GrowCalendarModel.date(year, month, 1))
        dismiss(animated: true)
    }
}
