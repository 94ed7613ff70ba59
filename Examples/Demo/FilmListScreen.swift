import Foundation
import Observation
import OpenUIKit

/// One film of the demo's long list; favouriting it updates its row through Observation.
@Observable
final class FilmRow {
    let id: Int
    let title: String
    let year: Int
    var isFavourite = false

    init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }

    /// The demo's 10,000 films, ten a year from 1930, shared by the UIKit and SwiftUI catalogs.
    static func catalog() -> [FilmRow] {
        let adjectives = ["Silent", "Golden", "Last", "Hidden", "Electric", "Frozen", "Crimson", "Distant", "Little", "Endless"]
        let nouns = ["River", "Harbour", "Summer", "Machine", "Garden", "Voyage", "Station", "Letter", "Mountain", "Carnival"]
        return (0..<10_000).map { id in
            FilmRow(id: id, title: "The \(adjectives[id % 10]) \(nouns[(id / 10) % 10]) \(id / 100 + 1)", year: 1930 + (id / 1_000) * 10 + id % 10)
        }
    }
}

/// The demo's list screen (seed 002's pattern): a carousel of featured films that pages
/// card by card, then 10,000 films in an inset-grouped list, one section per decade,
/// cells configured by `configurationUpdateHandler` from `@Observable` rows. Tapping a
/// film opens its card in a glass sheet, where its favourite heart toggles (only that
/// row's handler runs again); the calendar bar item opens a popover of decades, and the
/// ellipsis item a glass menu. The search bar under the title filters the films as you type.
final class FilmListViewController: UIViewController, UICollectionViewDelegate, UIPopoverPresentationControllerDelegate,
    UISearchResultsUpdating {
    /// What the list shows: a featured card or a film's row (the same film may be both).
    enum Item: Hashable {
        case featured(Int)
        case film(Int)
    }

    /// The carousel's section identifier (the others are decades).
    static let featuredSection = 0
    private(set) var rows: [FilmRow] = []
    private var rowsByID: [Int: FilmRow] = [:]
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Films"
        makeRows()
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout { [unowned self] section, environment in
            self.decade(ofSection: section) == Self.featuredSection
                ? Self.featuredCarousel(in: environment)
                : .list(using: list, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, FilmRow> { cell, _, film in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.subtitleCell().updated(for: state)
                content.text = film.title
                content.secondaryText = "\(film.year)"
                content.image = UIImage(systemName: film.isFavourite ? "heart.fill" : "star.fill")
                content.imageProperties.tintColor = film.isFavourite ? .systemPink : .systemGray3
                cell.contentConfiguration = content
            }
            cell.accessories = [.disclosureIndicator()]
        }
        let cards = UICollectionView.CellRegistration<UICollectionViewCell, FilmRow> { cell, _, film in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = film.title
            content.secondaryText = "Featured · \(film.year)"
            content.textProperties.color = .white
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            content.secondaryTextProperties.color = UIColor.white.withAlphaComponent(0.8)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = Self.posterColours[film.id % Self.posterColours.count]
            background.cornerRadius = 18
            cell.backgroundConfiguration = background
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            let decade = self.decade(ofSection: indexPath.section)
            content.text = decade == Self.featuredSection ? "Featured" : "The \(decade)s"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
            switch item {
            case .featured(let id): collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: self.rowsByID[id])
            case .film(let id): collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: self.rowsByID[id])
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        dataSource.apply(snapshot(matching: ""), animatingDifferences: false)
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search films"
        navigationItem.searchController = search
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "calendar"), primaryAction: UIAction { [unowned self] _ in
                self.showDecadePicker()
            }),
            UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: makeMoreMenu()),
        ]
    }

    /// The featured carousel and every decade's films; while searching, only the films whose
    /// titles contain `query`, in the decades that have any.
    private func snapshot(matching query: String) -> NSDiffableDataSourceSnapshot<Int, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        if query.isEmpty {
            snapshot.appendSections([Self.featuredSection])
            snapshot.appendItems(stride(from: 7, to: 10_000, by: 997).map { .featured($0) }, toSection: Self.featuredSection)
        }
        for decade in stride(from: 1930, through: 2020, by: 10) {
            let films = rows.filter { $0.year / 10 * 10 == decade && (query.isEmpty || $0.title.localizedCaseInsensitiveContains(query)) }
            guard !films.isEmpty else { continue }
            snapshot.appendSections([decade])
            snapshot.appendItems(films.map { .film($0.id) }, toSection: decade)
        }
        return snapshot
    }

    func updateSearchResults(for searchController: UISearchController) {
        dataSource.apply(snapshot(matching: searchController.searchBar.text ?? ""), animatingDifferences: false)
    }

    /// The glass menu behind the ellipsis item: a submenu of decades, the favourites in an
    /// inline section, and a destructive clear.
    private func makeMoreMenu() -> UIMenu {
        let decades = stride(from: 1930, through: 2020, by: 10).map { decade in
            UIAction(title: "The \(decade)s") { [unowned self] _ in self.scroll(toDecade: decade) }
        }
        let favourites = UIDeferredMenuElement.uncached { [unowned self] completion in
            let starred = self.rows.filter(\.isFavourite).prefix(3)
            completion(starred.map { film in
                UIAction(title: film.title, image: UIImage(systemName: "heart.fill")) { [unowned self] _ in self.reveal(film) }
            })
        }
        return UIMenu(children: [
            UIMenu(title: "Go to Decade", image: UIImage(systemName: "calendar"), children: decades),
            UIMenu(title: "Favourites", options: .displayInline, children: [favourites]),
            UIAction(title: "Clear Favourites", image: UIImage(systemName: "trash"), attributes: .destructive) { [unowned self] _ in
                for film in self.rows where film.isFavourite { film.isFavourite = false }
            },
        ])
    }

    /// Scrolls a film into view.
    func reveal(_ film: FilmRow) {
        guard let indexPath = dataSource.indexPath(for: .film(film.id)) else { return }
        collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: true)
    }

    /// The decades in a popover grown out of the calendar item.
    func showDecadePicker() {
        let decades = Array(stride(from: 1930, through: 2020, by: 10))
        let picker = DecadePickerViewController(decades: decades) { [unowned self] decade in self.scroll(toDecade: decade) }
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceItem = navigationItem.rightBarButtonItem
        picker.popoverPresentationController?.delegate = self
        present(picker, animated: true)
    }

    func scroll(toDecade decade: Int) {
        guard let section = dataSource.index(for: decade) else { return }
        collectionView.scrollToItem(at: IndexPath(item: 0, section: section), at: .top, animated: true)
    }

    /// A popover on the phone too, rather than the sheet it would adapt to.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    private func decade(ofSection section: Int) -> Int {
        dataSource?.sectionIdentifier(for: section) ?? -1
    }

    private static let posterColours: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple]

    /// Cards three quarters of the screen wide that page one at a time, centred, with the
    /// neighbours peeking in.
    private static func featuredCarousel(in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let poster = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let card = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(150)), subitems: [poster])
        let section = NSCollectionLayoutSection(group: card)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// Ten thousand made-up titles, a thousand per decade.
    private func makeRows() {
        rows = FilmRow.catalog()
        for row in rows { rowsByID[row.id] = row }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let id: Int
        switch dataSource.itemIdentifier(for: indexPath) {
        case .featured(let featured): id = featured
        case .film(let film): id = film
        case nil: return
        }
        guard let film = rowsByID[id] else { return }
        present(FilmSheetViewController(film: film), animated: true)
    }
}
