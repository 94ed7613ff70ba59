import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of a carousel row: a compositional section paging card by card,
/// centred, scrolled to its second card, with cards shrinking away from the middle
/// through the section's visible-items handler. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct CarouselReferenceTests {
    @Test func centredCarouselMatchesItsReference() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let poster = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let card = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(150)), subitems: [poster])
            let section = NSCollectionLayoutSection(group: card)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                let middle = offset.x + environment.container.contentSize.width / 2
                for item in items where item.representedElementCategory == .cell {
                    let scale = max(0.8, 1 - abs(item.frame.midX - middle) / 1200)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        }
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemGroupedBackground
        window.addSubview(collectionView)
        let colours: [UIColor] = [.systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen]
        let cards = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Card \(number + 1)"
            content.secondaryText = "Pages one card at a time"
            content.textProperties.color = .white
            content.secondaryTextProperties.color = UIColor.white.withAlphaComponent(0.8)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = colours[number % colours.count]
            background.cornerRadius = 18
            cell.backgroundConfiguration = background
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Featured"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: false)
        window.layoutIfNeeded()
        let image = window.renderedImage()
        // The middle card is full size and centred; its neighbours peek in, smaller.
        let middle = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(middle.convert(middle.bounds, to: window).midX - 160) < 0.01)
        let neighbour = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(neighbour.transform.a < 1 && neighbour.convert(neighbour.bounds, to: window).maxX > 0)
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "centred-carousel")
    }
}
