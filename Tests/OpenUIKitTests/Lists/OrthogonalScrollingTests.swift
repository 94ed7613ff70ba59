import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@Suite struct OrthogonalRowTests {
    private func row(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalRow {
        OrthogonalRow(band: CGRect(x: 0, y: 0, width: 300, height: 100), contentWidth: 2000, behavior: behavior, groupStride: 200)
    }

    @Test func groupBoundariesAreMultiplesOfTheStride() {
        let range: ClosedRange<CGFloat> = 0...1700
        #expect(row(.continuous).restingOffset(projected: 530, start: 0, range: range) == 530)
        #expect(row(.continuousGroupLeadingBoundary).restingOffset(projected: 530, start: 0, range: range) == 600)
        #expect(row(.continuousGroupLeadingBoundary).restingOffset(projected: 2500, start: 0, range: range) == 1700, "clamped to the end")
    }

    @Test func groupPagingMovesOneGroupPerSwipe() {
        let range: ClosedRange<CGFloat> = 0...1700
        #expect(row(.groupPaging).restingOffset(projected: 1400, start: 400, range: range) == 600)
        #expect(row(.groupPagingCentered).restingOffset(projected: -900, start: 400, range: range) == 200)
        #expect(row(.groupPaging).restingOffset(projected: 470, start: 400, range: range) == 400, "a short drag falls back")
        #expect(row(.groupPaging).restingOffset(projected: .nan, start: 400, range: range).isNaN, "bad input passes through for the scroll view to clamp")
    }
}

/// A list with a carousel row on top: section 0 scrolls sideways, section 1 is a list.
@MainActor
@Suite("Orthogonal scrolling", .manualClock)
struct OrthogonalScrollingTests {
    private func scene(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous, rowItems: Int = 20,
                       restyle: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil) -> (UIWindow, UICollectionView, CountingDataSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if section == 1 {
                let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                return NSCollectionLayoutSection(group: row)
            }
            // 260 points inside the insets: cards 208 wide, a group every 218 points.
            let card = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)), subitems: [item])
            let carousel = NSCollectionLayoutSection(group: card)
            carousel.interGroupSpacing = 10
            carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            carousel.orthogonalScrollingBehavior = behavior
            carousel.visibleItemsInvalidationHandler = restyle
            return carousel
        }
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(counts: [rowItems, 50])
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, source)
    }

    private func rowScroller(of collectionView: UICollectionView) -> UIScrollView? {
        collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
    }

    private func settle(_ window: UIWindow) {
        for _ in 0..<180 { TestClock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
    }

    /// A quick sideways drag across the row from its trailing side, then time for the row to come to rest.
    private func flick(_ window: UIWindow, by distance: CGFloat, steps: Int, interval: TimeInterval) {
        window.drag(from: CGPoint(x: 280, y: 60), by: CGPoint(x: distance, y: 0), steps: steps, interval: interval)
        settle(window)
    }

    private func visibleRowItems(_ collectionView: UICollectionView) -> [Int] {
        collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
    }

    @Test func theRowLinesItsGroupsUpSidewaysAndTheListFollowsBelow() throws {
        let (_, collectionView, source) = scene()
        let layout = collectionView.collectionViewLayout
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 0, width: 208, height: 120))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 238, y: 0, width: 208, height: 120))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 120)
        #expect(collectionView.contentSize.height == CGFloat(120 + 50 * 44), "the row is one group tall")
        let row = try #require(rowScroller(of: collectionView))
        #expect(row !== collectionView && row.superview === collectionView, "the row's cells live in a scroll view of its own")
        #expect(row.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(row.contentSize.width == CGFloat(20 + 20 * 208 + 19 * 10 + 20))
        #expect(visibleRowItems(collectionView) == [0, 1], "only the cards near the screen have cells")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collectionView)
        withExtendedLifetime(source) {}
    }

    @Test func aSidewaysDragScrollsTheRowAndNotTheList() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene()
        let row = try #require(rowScroller(of: collectionView))
        window.drag(from: CGPoint(x: 250, y: 60), by: CGPoint(x: -200, y: -6), hold: 0.2)
        window.layoutIfNeeded()
        #expect(abs(row.contentOffset.x - 200) < 0.5, "the row follows the finger: \(row.contentOffset)")
        #expect(collectionView.contentOffset.y == 0, "the list stays put")
        #expect(row.contentOffset.y == 0)
        #expect(visibleRowItems(collectionView) == [0, 1, 2])
        // Screen x 150 is row x 350: the second card.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 60)) == IndexPath(item: 1, section: 0))
        window.tap(at: CGPoint(x: 150, y: 60))
        #expect(source.selected == [IndexPath(item: 1, section: 0)])
    }

    @Test func anUpwardDragOverTheRowScrollsTheList() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene()
        let row = try #require(rowScroller(of: collectionView))
        window.drag(from: CGPoint(x: 150, y: 100), by: CGPoint(x: 8, y: -80), hold: 0.2)
        #expect(abs(collectionView.contentOffset.y - 80) < 0.5, "\(collectionView.contentOffset)")
        #expect(row.contentOffset.x == 0, "the row does not take a vertical drag")
        withExtendedLifetime(source) {}
    }

    @Test func groupPagingRestsOneGroupOnEvenAfterAHardFling() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene(.groupPaging)
        let row = try #require(rowScroller(of: collectionView))
        flick(window, by: -260, steps: 4, interval: 0.008)
        #expect(abs(row.contentOffset.x - 218) < 0.5, "one group on: \(row.contentOffset.x)")
        #expect(source.configured.contains(IndexPath(item: 2, section: 0)), "the card paged into view got a cell")
        window.drag(from: CGPoint(x: 100, y: 60), by: CGPoint(x: 60, y: 0), hold: 0.2)
        settle(window)
        #expect(abs(row.contentOffset.x - 218) < 0.5, "a short drag falls back: \(row.contentOffset.x)")
        withExtendedLifetime(source) {}
    }

    @Test func groupPagingCenteredKeepsTheCurrentCardInTheMiddle() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene(.groupPagingCentered)
        let row = try #require(rowScroller(of: collectionView))
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(row.convert(first.frame, to: collectionView).midX == 150, "the first card starts centred")
        flick(window, by: -120, steps: 4, interval: 0.01)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(row.convert(second.frame, to: collectionView).midX - 150) < 0.5)
        withExtendedLifetime(source) {}
    }

    @Test func continuousGroupLeadingBoundaryRestsAtAGroupsLeadingEdge() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene(.continuousGroupLeadingBoundary)
        let row = try #require(rowScroller(of: collectionView))
        flick(window, by: -200, steps: 5, interval: 0.01)
        let groups = row.contentOffset.x / 218
        #expect(row.contentOffset.x > 218 && abs(groups - groups.rounded()) < 0.01, "a fling carries on, then rests on a group: \(row.contentOffset.x)")
        withExtendedLifetime(source) {}
    }

    @Test func pagingRestsOnMultiplesOfTheWidth() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, collectionView, source) = scene(.paging)
        let row = try #require(rowScroller(of: collectionView))
        flick(window, by: -120, steps: 4, interval: 0.01)
        #expect(abs(row.contentOffset.x - 300) < 0.5, "\(row.contentOffset.x)")
        withExtendedLifetime(source) {}
    }

    @Test func scrollingToAnItemInTheRowScrollsTheRow() throws {
        let (window, collectionView, source) = scene()
        let row = try #require(rowScroller(of: collectionView))
        collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
        window.layoutIfNeeded()
        // Item 5 starts at 20 + 5 × 218 = 1110; centred, its middle (1214) is at 150.
        #expect(row.contentOffset.x == 1064)
        #expect(collectionView.contentOffset.y == 0)
        #expect(source.configured.contains(IndexPath(item: 5, section: 0)), "the cards scrolled to get cells")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(row.convert(cell.frame, to: collectionView).midX == 150)
    }

    @Test func theWheelScrollsTheRowSidewaysAndTheListUpAndDown() throws {
        let (window, collectionView, source) = scene()
        let row = try #require(rowScroller(of: collectionView))
        window.injectScroll(CGPoint(x: 40, y: 0), at: CGPoint(x: 150, y: 60))
        #expect(row.contentOffset.x == 40 && collectionView.contentOffset.y == 0)
        window.injectScroll(CGPoint(x: 0, y: 30), at: CGPoint(x: 150, y: 60))
        #expect(row.contentOffset.x == 40 && collectionView.contentOffset.y == 30)
        withExtendedLifetime(source) {}
    }

    @Test func aLayoutWithoutTheRowTakesItsScrollViewAway() throws {
        let (window, collectionView, source) = scene()
        let row = try #require(rowScroller(of: collectionView))
        collectionView.setCollectionViewLayout(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), animated: false)
        window.layoutIfNeeded()
        #expect(row.superview == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === collectionView)
        #expect(!collectionView.subviews.contains { $0 is OrthogonalScrollView })
        withExtendedLifetime(source) {}
    }

    @Test func theVisibleItemsHandlerRestylesCardsAsTheRowScrolls() throws {
        var offsets: [CGFloat] = []
        let (window, collectionView, source) = scene(.groupPagingCentered) { items, offset, environment in
            offsets.append(offset.x)
            let middle = offset.x + environment.container.contentSize.width / 2
            for item in items where item.representedElementCategory == .cell {
                let scale = max(0.5, 1 - abs(item.frame.midX - middle) / 1000)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let row = try #require(rowScroller(of: collectionView))
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.transform.a == 1, "the centred card is full size")
        #expect(abs(second.transform.a - (1 - 0.218)) < 0.001, "its neighbour, 218 points off centre, is smaller: \(second.transform.a)")
        #expect(abs(row.convert(second.center, to: collectionView).x - 368) < 0.001, "scaled around its centre")
        row.contentOffset.x = 218
        window.layoutIfNeeded()
        #expect(offsets.last == 218)
        #expect(second.transform.a == 1 && abs(first.transform.a - 0.782) < 0.001)
        withExtendedLifetime(source) {}
    }

    @Test func degenerateGroupsAreClampedNotFatal() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.makeKeyAndVisible()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(.nan), heightDimension: .absolute(.infinity)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(-5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(counts: [10_000])
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        window.injectScroll(CGPoint(x: 500, y: 0), at: CGPoint(x: 10, y: 10))
        window.layoutIfNeeded()
        #expect(source.configured.count <= 1, "zero-width groups do not make a cell per item")
    }
}
