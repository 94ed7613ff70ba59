import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Records what a list asked to prefetch and cancel.
@MainActor
final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching {
    var requested: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { requested.append(indexPaths) }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { requested.append(indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

@MainActor
@Suite("Prefetching")
struct PrefetchingTests {
    private func items(_ range: ClosedRange<Int>) -> [IndexPath] { range.map { IndexPath(item: $0, section: 0) } }

    /// A 300 × 400 grid of 90 × 50 items, three to a line, a line every 60 points.
    private func grid() -> (UIWindow, UICollectionView, CountingDataSource, PrefetchRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 50)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(counts: [300])
        let recorder = PrefetchRecorder()
        collectionView.dataSource = source
        collectionView.prefetchDataSource = recorder
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView, source, recorder)
    }

    @Test func theItemsAScreenBelowAreRequestedBeforeTheirCells() {
        let (window, collectionView, source, recorder) = grid()
        // Lines 0–6 show, line 7 is kept ready in the margin; lines 8–13 lie a screen below.
        #expect(recorder.requested == [items(24...41)])
        #expect(Set(recorder.requested[0]).isDisjoint(with: source.configured), "prefetched items have no cells yet")
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(recorder.requested.count == 2 && recorder.requested[1] == items(42...56))
        #expect(recorder.cancelled.isEmpty, "items that scrolled into view are not cancelled")
        #expect(Set(collectionView.indexPathsForVisibleItems).isDisjoint(with: recorder.requested[1]))
    }

    @Test func reversingCancelsWhatWasNeverShown() {
        let (window, collectionView, source, recorder) = grid()
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(recorder.cancelled == [items(39...56)], "lines 13–18 were requested while scrolling down and never shown")
    }

    @Test func turningPrefetchingOffCancelsAndStopsAskingAndMakesOnlyVisibleCells() {
        let (window, collectionView, source, recorder) = grid()
        collectionView.isPrefetchingEnabled = false
        #expect(recorder.cancelled == [items(24...41)])
        let madeBefore = source.configured.count
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        #expect(recorder.requested.count == 1)
        let madeAfterScrolling = Set(source.configured.dropFirst(madeBefore))
        #expect(!madeAfterScrolling.isEmpty && madeAfterScrolling.isSubset(of: collectionView.indexPathsForVisibleItems),
                "without prefetching cells are made only for what shows")
    }

    @Test func aTableRequestsTheRowsAScreenBelow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TableSource(rows: [(0..<500).map { "Row \($0)" }])
        source.fixedHeight = 50
        let recorder = PrefetchRecorder()
        table.delegate = source
        table.dataSource = source
        table.prefetchDataSource = recorder
        window.addSubview(table)
        window.layoutIfNeeded()
        // Rows 0–9 show and row 10 is kept ready; rows 11–19 lie within a screen below.
        #expect(recorder.requested == [(11...19).map { IndexPath(row: $0, section: 0) }])
        table.contentOffset = CGPoint(x: 0, y: 2_000)
        window.layoutIfNeeded()
        #expect(recorder.cancelled == [(11...19).map { IndexPath(row: $0, section: 0) }], "jumped past without showing them")
        #expect(recorder.requested.last?.first == IndexPath(row: 51, section: 0))
        table.prefetchDataSource = nil
        table.contentOffset = CGPoint(x: 0, y: 4_000)
        window.layoutIfNeeded()
        #expect(recorder.requested.count == 2)
    }
}
