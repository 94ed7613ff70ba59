import Foundation
import OpenSwiftUI

/// Grow's Insights screen: a month's totals in a list, the month chosen from a SwiftUI
/// button in the navigation bar that opens a calendar popover growing out of it, and a
/// goal sheet from the bar's leading item.
public final class GrowInsightsViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    public let model: GrowCalendarModel
    public private(set) var collectionView: UICollectionView!
    /// The bar button item whose custom view is the SwiftUI month button.
    public private(set) var calendarBarButtonItem: UIBarButtonItem?
    /// The daily step goal the sheet edits.
    public private(set) var stepGoal = 10_000
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private var monthWatch: AnyCancellable?

    public init(model: GrowCalendarModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        title = "Insights"
        tabBarItem = UITabBarItem(title: "Insights", image: UIImage(systemName: "chart.bar.fill"), tag: 1)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        setupCalendarButton()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "target"), primaryAction: UIAction { [weak self] _ in self?.showGoalSheet() })
        navigationItem.leftBarButtonItem?.accessibilityLabel = "Daily goal"
        setupCollectionView()
        monthWatch = model.$month.sink { [weak self] month in self?.showTotals(for: month) }
    }

    private func setupCalendarButton() {
        let rootView = CalendarDatePickerButton(model: model) { [weak self] in self?.calendarButtonTapped() }
        let hostingController = UIHostingController(rootView: rootView)
        hostingController.view.backgroundColor = .clear
        // The button's width follows the month's name.
        hostingController.sizingOptions = [.intrinsicContentSize]
        let barButtonItem = UIBarButtonItem(customView: hostingController.view)
        navigationItem.rightBarButtonItem = barButtonItem
        calendarBarButtonItem = barButtonItem
    }

    private func setupCollectionView() {
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubviewPinnedToEdges(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, row in
            let parts = row.split(separator: "|").map(String.init)
            var content = UIListContentConfiguration.valueCell()
            content.image = UIImage(systemName: parts[0])
            content.imageProperties.tintColor = .systemGreen
            content.text = parts[1]
            content.secondaryText = parts[2]
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
    }

    /// The month's totals, made up from the month's number so every month differs and
    /// every run shows the same.
    private func showTotals(for month: Date) {
        let calendar = GrowCalendarModel.calendar
        let index = calendar.component(.year, from: month) * 12 + calendar.component(.month, from: month)
        let number = NumberFormatter()
        number.numberStyle = .decimal
        number.locale = Locale(identifier: "en_US")
        let steps = 180_000 + index * 7_919 % 90_000
        let rows = [
            "figure.walk|Steps|\(number.string(from: NSNumber(value: steps)) ?? "")",
            "flame.fill|Active Energy|\(number.string(from: NSNumber(value: 9_000 + index * 613 % 4_000)) ?? "") kcal",
            "bed.double.fill|Sleep|\(6 + index % 3) h \(index * 17 % 60) min a night",
            "heart.fill|Resting Heart Rate|\(56 + index % 9) bpm",
            "target|Goal Met|\(12 + index % 17) days",
        ]
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Opens the month calendar in a popover from the month button.
    public func calendarButtonTapped() {
        let popoverVC = CalendarMonthPickerViewController(currentDate: model.month, minimumDate: model.minimumDate) { [weak self] date in
            self?.model.updateMonth(using: date)
        }
        popoverVC.modalPresentationStyle = .popover
        popoverVC.popoverPresentationController?.sourceItem = calendarBarButtonItem
        popoverVC.popoverPresentationController?.delegate = self
        present(popoverVC, animated: true)
    }

    /// Opens the daily goal in a sheet at its medium height.
    public func showGoalSheet() {
        let sheet = UIHostingController(rootView: GoalSheet(goal: stepGoal) { [weak self] goal in self?.stepGoal = goal })
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        present(sheet, animated: true)
    }

    // MARK: UIPopoverPresentationControllerDelegate

    /// Keeps the popover on iPhone-sized windows too, as a menu rather than a sheet.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// A tap anywhere outside closes the calendar before it reaches anything else.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        true
    }

    /// Lays the calendar out before the popover measures it.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.presentedViewController.view.layoutIfNeeded()
    }
}
