import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of an inset-grouped settings list: headers, value cells, accessories,
/// separators and the sections' rounded corners. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct ListReferenceTests {
    struct Row: Hashable, Sendable {
        let title: String
        let value: String?
        let symbol: String?
    }

    @Test func insetGroupedSettingsListMatchesItsReference() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 420))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = row.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            cell.accessories = row.value == nil ? [.disclosureIndicator()] : [.checkmark()]
        }
        let titles = ["Playback", "Library"]
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = titles[indexPath.section]
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
        snapshot.appendSections(titles)
        snapshot.appendItems([Row(title: "Autoplay", value: "On", symbol: "play.fill"), Row(title: "Quality", value: "High", symbol: "star.fill")], toSection: "Playback")
        snapshot.appendItems([Row(title: "Favourites", value: nil, symbol: "heart.fill"), Row(title: "Search history", value: nil, symbol: "magnifyingglass"),
                              Row(title: "Downloads", value: nil, symbol: "plus")], toSection: "Library")
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: "inset-grouped-list")
    }
}
