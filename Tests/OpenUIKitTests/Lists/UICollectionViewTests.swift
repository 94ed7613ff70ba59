import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A data source with fixed counts that records which cells it configured.
@MainActor
final class CountingDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var configured: [IndexPath] = []
    var displayed: [IndexPath] = []
    var ended: [IndexPath] = []
    var selected: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configured.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        cell.contentView.accessibilityLabel = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { displayed.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { ended.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UICollectionView", .serialized)
struct UICollectionViewTests {
    private func window(_ size: CGSize = CGSize(width: 300, height: 400)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        return window
    }

    private func flowScene(counts: [Int] = [100], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UIWindow, UICollectionView, CountingDataSource) {
        let window = window()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        configure(layout)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(counts: counts)
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, source)
    }

    // MARK: Flow layout

    @Test func flowLayoutFillsLinesAndSpreadsFullOnes() {
        let (_, collectionView, _) = flowScene()
        let layout = collectionView.collectionViewLayout
        // Three 90-point items fit in 300 points with 15 points between them (spread).
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let third = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        let fourth = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
        #expect(first == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(second.minX == 105 && third.maxX == 300)
        #expect(fourth == CGRect(x: 0, y: 60, width: 90, height: 50))
        // 100 items: 34 lines of 50 with 33 gaps of 10.
        #expect(collectionView.contentSize == CGSize(width: 300, height: 34 * 50 + 33 * 10))
        let inRect = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 300, height: 10)) ?? []
        #expect(inRect.isEmpty, "the gap between lines holds no items")
        #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 300, height: 20)) ?? []).map(\.indexPath.item) == [3, 4, 5])
    }

    @Test func flowLayoutSectionsHaveHeadersInsetsAndAShortLastLine() {
        let (_, collectionView, _) = flowScene(counts: [4, 2]) { layout in
            layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        let layout = collectionView.collectionViewLayout
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        // Section 0: header 30, inset 5, two lines (50+10+50), inset 5 = 150.
        #expect(header.frame == CGRect(x: 0, y: 150, width: 300, height: 30))
        let last = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
        #expect(last.minX == CGFloat(110), "the last line keeps the minimum spacing from the leading inset: \(last)")
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minY == 185)
    }

    // MARK: Cells and reuse

    @Test func visibleItemsAreOnlyThoseInsideTheBounds() {
        let (window, collectionView, source) = flowScene(counts: [3_000])
        collectionView.scrollToItem(at: IndexPath(item: 1_200, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.first == IndexPath(item: 1_200, section: 0), "\(visible.prefix(4))")
        let bounds = collectionView.bounds
        #expect(collectionView.visibleCells.allSatisfy { bounds.intersection($0.frame).height > 0 })
        #expect(collectionView.visibleCells.count == visible.count)
        #expect(source.displayed.contains(IndexPath(item: 1_197, section: 0)), "the line above is kept ready, not visible")
    }

    @Test func onlyCellsNearTheVisibleAreaExistAndScrollingReusesThem() {
        let (window, collectionView, source) = flowScene(counts: [3_000])
        let firstVisible = collectionView.indexPathsForVisibleItems
        #expect(!firstVisible.isEmpty && firstVisible.count <= 3 * 9, "about seven lines of three: \(firstVisible.count)")
        #expect(firstVisible.first == IndexPath(item: 0, section: 0))
        let cellsBefore = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        for step in 1...200 {
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 250)
            window.layoutIfNeeded()
        }
        let cellsAfter = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        #expect(cellsAfter <= cellsBefore + 6, "cells are reused, not made per item: \(cellsBefore) → \(cellsAfter)")
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.allSatisfy { $0.item >= 2_490 && $0.item < 2_530 }, "50,000 points down is line 833: \(visible.prefix(3))")
        let prepared = collectionView.visibleViews.keys.filter { $0.category == .cell }.count
        #expect(visible.count < prepared, "cells kept ready outside the bounds are not visible")
        #expect(source.ended.count + prepared == source.displayed.count)
        #expect(collectionView.visibleCells.allSatisfy { !$0.isHidden })
        let point = CGPoint(x: 150, y: collectionView.contentOffset.y + 20)
        #expect(collectionView.indexPathForItem(at: point).map { collectionView.cellForItem(at: $0) != nil } == true)
    }

    @Test func aTapSelectsAndHighlightsTheCellUnderIt() {
        let (window, collectionView, source) = flowScene()
        window.touchDown(at: CGPoint(x: 45, y: 25))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        window.touchUp(at: CGPoint(x: 45, y: 25))
        #expect(source.selected == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        window.touchDown(at: CGPoint(x: 150, y: 25))
        window.touchUp(at: CGPoint(x: 150, y: 25))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "single selection moves")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func batchUpdatesMoveVisibleCellsToTheirNewIndexPaths() {
        let (window, collectionView, source) = flowScene(counts: [10])
        let cellForFive = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        UIView.performWithoutAnimation {
            collectionView.performBatchUpdates {
                source.counts = [10 - 2 + 1]
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        window.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 9)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cellForFive, "item 5 is item 4 after two deletes and an insert")
        #expect(cellForFive?.frame == collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    }

    @Test func countsThatDoNotMatchTheUpdateReloadInsteadOfCrashing() {
        let (window, collectionView, source) = flowScene(counts: [10])
        source.counts = [3]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        window.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.indexPathsForVisibleItems.count == 3)
    }

    @Test func badGeometryIsClampedNotFatal() {
        let (window, collectionView, _) = flowScene { layout in
            layout.itemSize = CGSize(width: CGFloat.nan, height: .infinity)
            layout.minimumLineSpacing = -5
        }
        window.layoutIfNeeded()
        #expect(collectionView.contentSize.height.isFinite)
        collectionView.scrollToItem(at: IndexPath(item: 1_000_000, section: 7), at: .top, animated: false)
        #expect(collectionView.contentOffset.y.isFinite)
    }
}
