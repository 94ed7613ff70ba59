import Foundation
import OpenSwiftUI

/// Grow's Today screen: the chosen day as a SwiftUI title in the navigation item's title
/// view (sized by its text, left-aligned, no bar item to morph on a push), the week's days
/// to choose from, a challenge to push and the release's news in a sheet.
public final class GrowTodayViewController: UIViewController, UICollectionViewDelegate {
    public let model: GrowCalendarModel
    public private(set) var collectionView: UICollectionView!
    /// The hosting controller of the SwiftUI title in the title view.
    public private(set) var titleHost: UIHostingController<GrowDateTitle>!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    enum Section: Hashable { case week, more }
    enum Row: Hashable {
        case day(Date)
        case challenge
        case whatsNew
    }

    public init(model: GrowCalendarModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max.fill"), tag: 0)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        setupNavigationItems()
        setupCollectionView()
        showWeek()
    }

    private func setupNavigationItems() {
        navigationItem.largeTitleDisplayMode = .never
        let host = UIHostingController(rootView: GrowDateTitle(model: model))
        host.view.backgroundColor = .clear
        host.sizingOptions = [.intrinsicContentSize]
        host.view.translatesAutoresizingMaskIntoConstraints = false
        // Willing to stretch: the title view spans the bar, and the text sits at its start.
        host.view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
        navigationItem.titleView = host.view
        titleHost = host
    }

    private func setupCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collectionView.delegate = self
        view.addSubviewPinnedToEdges(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [weak self] cell, _, row in
            guard let self else { return }
            var content = UIListContentConfiguration.valueCell()
            switch row {
            case .day(let date):
                content.text = GrowCalendarModel.format(date, "EEEE")
                content.secondaryText = GrowCalendarModel.format(date, "MMM d")
                let isChosen = GrowCalendarModel.calendar.isDate(date, inSameDayAs: model.day)
                cell.accessories = isChosen ? [.checkmark()] : []
                cell.accessibilityTraits = isChosen ? [.button, .selected] : .button
            case .challenge:
                content = .cell()
                content.image = UIImage(systemName: "figure.walk")
                content.text = "Ten Thousand Steps"
                cell.accessories = [.disclosureIndicator()]
            case .whatsNew:
                content = .cell()
                content.image = UIImage(systemName: "sparkles")
                content.text = "What's New in Grow"
                cell.accessories = []
            }
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
    }

    /// Lists the chosen day's week, the day checked.
    private func showWeek() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.week, .more])
        snapshot.appendItems(GrowCalendarModel.week(of: model.day).map(Row.day), toSection: .week)
        snapshot.appendItems([.challenge, .whatsNew], toSection: .more)
        snapshot.reconfigureItems(snapshot.itemIdentifiers(inSection: .week))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        switch dataSource.itemIdentifier(for: indexPath) {
        case .day(let date): choose(day: date)
        case .challenge: navigationController?.pushViewController(GrowChallengeViewController(), animated: true)
        case .whatsNew: showWhatsNew()
        case nil: break
        }
    }

    /// Shows `day`: the title's digits roll to it.
    public func choose(day: Date) {
        withAnimation(.snappy) { model.day = day }
        showWeek()
    }

    /// The release's news in a full-height sheet, the app's name in glass letters.
    public func showWhatsNew() {
        let sheet = UIHostingController(rootView: WhatsNewView())
        sheet.sheetPresentationController?.detents = [.large()]
        present(sheet, animated: true)
    }
}
