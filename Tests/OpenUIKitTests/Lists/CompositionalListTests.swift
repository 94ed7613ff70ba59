import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@Observable
final class ListItemModel: Identifiable {
    let id: Int
    var title: String
    var subtitle: String

    init(id: Int, title: String, subtitle: String = "") {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}

/// Lists as seed 002 and seed 004 build them: a compositional list layout, list cells
/// configured through `configurationUpdateHandler` from `@Observable` models, a diffable
/// data source.
@MainActor
@Suite("Compositional lists", .serialized)
struct CompositionalListTests {
    enum Section: Hashable, Sendable { case main, more }

    @MainActor
    final class Scene {
        let window: UIWindow
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Section, Int>
        var models: [Int: ListItemModel] = [:]
        var handlerRuns: [Int: Int] = [:]

        init(appearance: UICollectionLayoutListConfiguration.Appearance, count: Int, header: Bool = false, size: CGSize = CGSize(width: 320, height: 480)) {
            window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.screen = UIScreen(bounds: window.bounds, scale: 1)
            window.makeKeyAndVisible()
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            if header { configuration.headerMode = .supplementary }
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            window.addSubview(collectionView)
            for id in 0..<count { models[id] = ListItemModel(id: id, title: "Item \(id)", subtitle: id % 5 == 0 ? "Subtitle" : "") }
            var runs: (Int) -> Void = { _ in }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, ListItemModel> { cell, _, model in
                cell.configurationUpdateHandler = { cell, _ in
                    runs(model.id)
                    var content = UIListContentConfiguration.cell()
                    content.text = model.title
                    content.secondaryText = model.subtitle.isEmpty ? nil : model.subtitle
                    cell.contentConfiguration = content
                }
                cell.accessories = [.disclosureIndicator()]
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = indexPath.section == 0 ? "First" : "Second"
                header.contentConfiguration = content
            }
            var lookup: [Int: ListItemModel] = [:]
            dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) { collectionView, indexPath, id in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: lookup[id])
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            // The closures capture these variables, so filling them now is seen later.
            lookup = self.models
            runs = { [unowned self] id in self.handlerRuns[id, default: 0] += 1 }
        }

        func apply(_ sections: [(Section, [Int])], animated: Bool = false) {
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            for (section, items) in sections {
                snapshot.appendSections([section])
                snapshot.appendItems(items, toSection: section)
            }
            dataSource.apply(snapshot, animatingDifferences: animated)
            window.layoutIfNeeded()
        }
    }

    private func visibleCell(_ scene: Scene, _ item: Int, section: Int = 0) -> UICollectionViewListCell? {
        scene.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    @Test func listCellsSizeThemselvesFromTheirContent() {
        let scene = Scene(appearance: .plain, count: 30)
        scene.apply([(.main, Array(0..<30))])
        let plain = visibleCell(scene, 1)!.frame
        let withSubtitle = visibleCell(scene, 5)!.frame
        #expect(plain.height >= 44, "a list cell is at least 44 points: \(plain)")
        #expect(withSubtitle.height > plain.height + 10, "a second line makes the cell taller: \(withSubtitle.height) vs \(plain.height)")
        #expect(plain.width == 320)
        #expect(visibleCell(scene, 2)!.frame.minY == plain.maxY, "rows follow each other without gaps")
        let count = scene.collectionView.indexPathsForVisibleItems.count
        #expect(count >= 480 / 70 && count <= 480 / 44 + 4, "only rows near the screen exist: \(count)")
    }

    @Test func aModelChangeReRunsOnlyThatCellsHandler() {
        let scene = Scene(appearance: .insetGrouped, count: 30)
        scene.apply([(.main, Array(0..<30))])
        scene.handlerRuns = [:]
        scene.models[3]!.title = "Changed"
        scene.window.layoutIfNeeded()
        #expect(scene.handlerRuns == [3: 1], "\(scene.handlerRuns)")
        let label = visibleCell(scene, 3)!.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }
        #expect(label?.text == "Changed")
        // The subtitle appearing grows the cell (self-sizing follows content changes).
        let before = visibleCell(scene, 3)!.frame.height
        scene.models[3]!.subtitle = "Now two lines"
        scene.window.layoutIfNeeded()
        #expect(visibleCell(scene, 3)!.frame.height > before + 10)
        #expect(visibleCell(scene, 4)!.frame.minY == visibleCell(scene, 3)!.frame.maxY, "the rows below move down")
    }

    @Test func aCellScrolledAwayStopsFollowingItsOldModel() {
        let scene = Scene(appearance: .plain, count: 200)
        scene.apply([(.main, Array(0..<200))])
        #expect(visibleCell(scene, 0) != nil)
        scene.collectionView.contentOffset = CGPoint(x: 0, y: 3_000)
        scene.window.layoutIfNeeded()
        #expect(visibleCell(scene, 0) == nil)
        scene.handlerRuns = [:]
        scene.models[0]!.title = "Off screen"
        scene.window.layoutIfNeeded()
        #expect(scene.handlerRuns.isEmpty, "no handler runs for a model whose cell scrolled away: \(scene.handlerRuns)")
        scene.collectionView.contentOffset = .zero
        scene.window.layoutIfNeeded()
        let label = visibleCell(scene, 0)!.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }
        #expect(label?.text == "Off screen", "coming back shows the current model")
    }

    @Test func insetGroupedSectionsRoundTheirEndsAndSeparateTheirRows() {
        let scene = Scene(appearance: .insetGrouped, count: 6, header: true)
        scene.apply([(.main, [0, 1, 2]), (.more, [3, 4, 5])])
        let first = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let middle = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let last = scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!
        #expect(first.frame.minX == 16 && first.frame.width == 320 - 32, "inset by the margins: \(first.frame)")
        #expect(first.listDecoration.roundedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.listDecoration.roundedCorners.isEmpty && middle.listDecoration.showsBottomSeparator)
        #expect(last.listDecoration.roundedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner] && !last.listDecoration.showsBottomSeparator)
        let header = scene.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header != nil)
        #expect(header!.frame.maxY <= scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))!.frame.minY + 0.5)
        #expect(scene.collectionView.backgroundColor == .systemGroupedBackground)
    }

    @Test func applyingSnapshotsMovesCellsAndReconfiguresInPlace() {
        let scene = Scene(appearance: .plain, count: 20)
        scene.apply([(.main, Array(0..<10))])
        let cellForFour = visibleCell(scene, 4)
        scene.apply([(.main, [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11])], animated: true)
        for _ in 0..<30 { scene.window.layoutIfNeeded() }
        #expect(scene.dataSource.indexPath(for: 4) == IndexPath(item: 3, section: 0))
        #expect(scene.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == 10)
        #expect(visibleCell(scene, 3) === cellForFour, "the cell follows its item")
        var snapshot = scene.dataSource.snapshot()
        snapshot.reconfigureItems([4])
        scene.dataSource.apply(snapshot, animatingDifferences: false)
        scene.window.layoutIfNeeded()
        #expect(visibleCell(scene, 3) === cellForFour, "reconfiguring keeps the cell")
    }

    /// Seed 004's challenge screen: a header view added straight to the collection view,
    /// above the content, with a top content inset of its height; rows start under it and
    /// scroll over it.
    @Test func aHeaderUnderATopInsetShowsAboveTheFirstRow() {
        let scene = Scene(appearance: .plain, count: 40)
        let header = UIView(frame: CGRect(x: 0, y: -180, width: 320, height: 180))
        header.backgroundColor = .systemOrange
        scene.collectionView.addSubview(header)
        scene.collectionView.contentInset.top = 180
        scene.apply([(.main, Array(0..<40))])
        #expect(scene.collectionView.contentOffset.y == -180)
        let first = visibleCell(scene, 0)!
        #expect(first.frame.minY == 0)
        #expect(first.convert(first.bounds, to: scene.window).minY == 180, "the first row sits just under the header")
        scene.collectionView.contentOffset.y = 100
        scene.window.layoutIfNeeded()
        #expect(header.convert(header.bounds, to: scene.window).maxY == CGFloat(-100), "the header scrolls with the content")
        let rowHeight = first.frame.height
        let firstVisible = IndexPath(item: Int(100 / rowHeight), section: 0)
        #expect(scene.collectionView.indexPathsForVisibleItems.first == firstVisible, "the row under the top edge at 100 points")
    }

    @Test func aLongListScrollsWithAFlatNumberOfCells() {
        let scene = Scene(appearance: .plain, count: 0)
        var ids: [Int] = []
        for id in 0..<20_000 {
            scene.models[id] = ListItemModel(id: id, title: "Row \(id)")
            ids.append(id)
        }
        scene.apply([(.main, ids)])
        let made = scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        var offset: CGFloat = 0
        while offset < scene.collectionView.contentSize.height - 480 {
            offset += 400
            scene.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            scene.window.layoutIfNeeded()
        }
        let after = scene.collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        #expect(after <= made + 8, "cells are reused across 20,000 rows: \(made) → \(after)")
        #expect(scene.collectionView.indexPathsForVisibleItems.last?.item ?? 0 > 19_980)
    }

    /// Configuring a newly shown cell changes its labels' intrinsic sizes; the layout pass
    /// under way measures the cell, so scrolling costs one pass a frame, not two.
    @Test func scrollingLaysTheListOutOncePerFrame() {
        final class CountingCollectionView: UICollectionView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                super.layoutSubviews()
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collection = CountingCollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<1_000))
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        collection.passes = 0
        for _ in 0..<50 {
            collection.contentOffset.y += 40
            window.layoutIfNeeded()
        }
        #expect(collection.passes <= 55, "one layout pass per scrolled frame: \(collection.passes) for 50")
        #expect(collection.visibleCells.allSatisfy { $0.frame.height > 30 }, "new cells are still measured")
    }
}

@MainActor
@Suite("List rendering", .serialized)
struct ListRenderingTests {
    @Test func insetGroupedListDrawsRoundedSectionsAndSeparators() throws {
        let scene = CompositionalListTests.Scene(appearance: .insetGrouped, count: 7, header: true)
        scene.window.screen = UIScreen(bounds: scene.window.bounds, scale: 2)
        scene.apply([(.main, [0, 1, 2]), (.more, [3, 4, 5, 6])])
        let image = scene.window.renderedImage()
        if let path = ProcessInfo.processInfo.environment["OPENUIKIT_DUMP_LIST"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: path))
        }
        let cg = try #require(image.cgImage)
        let first = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        let second = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        func luma(_ x: CGFloat, _ y: CGFloat) -> Int {
            let p = cg.rgba(atX: Int(x * 2), y: Int(y * 2))
            return (Int(p.red) * 2126 + Int(p.green) * 7152 + Int(p.blue) * 722) / 10_000
        }
        let background = luma(4, first.midY)
        let cell = luma(first.midX, first.minY + 4)
        #expect(cell > background + 8, "cells are lighter than the grouped background: \(cell) vs \(background)")
        #expect(abs(luma(first.minX + 1, first.minY + 1) - background) < 4, "the section's top corner is rounded off")
        #expect(abs(luma(second.minX + 1, second.minY + 1) - cell) < 4, "rows inside the section are square")
        // A hairline separator between the first two rows, starting at the text.
        let separatorY = first.maxY - 0.25
        #expect(luma(first.minX + 100, separatorY) < cell - 10, "a separator between rows")
        #expect(abs(luma(first.minX + 4, separatorY) - cell) < 4, "the separator starts at the text, not the edge")
    }
}
