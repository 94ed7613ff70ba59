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
}

/// The demo's list screen (seed 002's pattern): 10,000 films in an inset-grouped list,
/// one section per decade, cells configured by `configurationUpdateHandler` from
/// `@Observable` rows. Tapping a row toggles its favourite heart; only that row's handler
/// runs again.
final class FilmListViewController: UIViewController, UICollectionViewDelegate {
    private(set) var rows: [FilmRow] = []
    private var rowsByID: [Int: FilmRow] = [:]
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        makeRows()
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
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
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [unowned self] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "The \(self.decade(ofSection: indexPath.section))s"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { [unowned self] collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: self.rowsByID[id])
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        for decade in stride(from: 1930, through: 2020, by: 10) {
            snapshot.appendSections([decade])
            snapshot.appendItems(rows.filter { $0.year / 10 * 10 == decade }.map(\.id), toSection: decade)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func decade(ofSection section: Int) -> Int {
        dataSource.sectionIdentifier(for: section) ?? 0
    }

    /// Ten thousand made-up titles, a thousand per decade.
    private func makeRows() {
        let adjectives = ["Silent", "Golden", "Last", "Hidden", "Electric", "Frozen", "Crimson", "Distant", "Little", "Endless"]
        let nouns = ["River", "Harbour", "Summer", "Machine", "Garden", "Voyage", "Station", "Letter", "Mountain", "Carnival"]
        for id in 0..<10_000 {
            let title = "The \(adjectives[id % 10]) \(nouns[(id / 10) % 10]) \(id / 100 + 1)"
            let row = FilmRow(id: id, title: title, year: 1930 + (id / 1_000) * 10 + id % 10)
            rows.append(row)
            rowsByID[id] = row
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let film = rowsByID[id] else { return }
        film.isFavourite.toggle()
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
