import Foundation
import OpenUIKit

/// The standard controls in one list: a switch, a slider with its value (and a progress bar
/// following it), a stepper, page
/// dots, a spinner, a pop-up menu button, a segmented control and a compact date picker
/// (its calendar opens in a popover), each labelled, with what they change shown.
final class ControlsViewController: UIViewController {
    private let status = UILabel()
    /// The due date: a compact picker whose calendar opens in a popover.
    let dueDate = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .systemGroupedBackground
        let reminders = UISwitch()
        reminders.isOn = true
        reminders.addAction(UIAction { [unowned self, unowned reminders] _ in report("Reminders \(reminders.isOn ? "on" : "off")") }, for: .valueChanged)
        let volume = UISlider()
        volume.value = 0.4
        volume.minimumValueImage = UIImage(systemName: "minus")
        volume.maximumValueImage = UIImage(systemName: "plus")
        let level = UIProgressView(progressViewStyle: .default)
        level.progress = volume.value
        volume.addAction(UIAction { [unowned self, unowned volume, unowned level] _ in
            level.setProgress(volume.value, animated: true)
            report("Volume \(Int((volume.value * 100).rounded()))%")
        }, for: .valueChanged)
        let servings = UIStepper()
        servings.minimumValue = 1
        servings.maximumValue = 12
        servings.value = 2
        servings.addAction(UIAction { [unowned self, unowned servings] _ in report("Servings \(Int(servings.value))") }, for: .valueChanged)
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.addAction(UIAction { [unowned self, unowned pages] _ in report("Page \(pages.currentPage + 1)") }, for: .valueChanged)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        var sortConfiguration = UIButton.Configuration.gray()
        sortConfiguration.title = "Sort"
        let sort = UIButton(configuration: sortConfiguration)
        sort.changesSelectionAsPrimaryAction = true
        sort.isPointerInteractionEnabled = true
        sort.menu = UIMenu(children: ["Title", "Year", "Rating"].map { name in
            UIAction(title: name) { [unowned self] _ in report("Sorted by \(name.lowercased())") }
        })
        let period = UISegmentedControl(items: ["Day", "Week", "Month"])
        period.selectedSegmentIndex = 1
        period.addAction(UIAction { [unowned self, unowned period] _ in
            report("Showing a \((period.titleForSegment(at: period.selectedSegmentIndex) ?? "").lowercased())")
        }, for: .valueChanged)
        dueDate.datePickerMode = .date
        dueDate.minimumDate = Date()
        dueDate.addAction(UIAction { [unowned self] _ in
            report("Due \(dueDate.date.formatted(date: .abbreviated, time: .omitted))")
        }, for: .valueChanged)
        let rows: [(String, UIView)] = [
            ("Reminders", reminders), ("Volume", volume), ("Level", level), ("Servings", servings),
            ("Pages", pages), ("Loading", spinner), ("Sort by", sort), ("Period", period),
            ("Due", dueDate),
        ]
        let stack = UIStackView(arrangedSubviews: rows.map(Self.row))
        stack.axis = .vertical
        stack.spacing = 18
        status.text = "Change a control"
        status.textColor = .secondaryLabel
        status.font = .preferredFont(forTextStyle: .footnote)
        stack.addArrangedSubview(status)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// A title on the leading side, the control on the trailing side (a slider takes the
    /// width left).
    private static func row(_ entry: (String, UIView)) -> UIView {
        let label = UILabel()
        label.text = entry.0
        label.setContentHuggingPriority(.required, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [label, entry.1])
        row.spacing = 16
        row.alignment = .center
        row.distribution = entry.1 is UISlider || entry.1 is UIProgressView ? .fill : .equalSpacing
        return row
    }

    private func report(_ text: String) {
        status.text = text
    }
}
