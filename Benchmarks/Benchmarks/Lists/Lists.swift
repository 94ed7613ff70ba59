import Benchmark
import Foundation
@_spi(Benchmarks) import OpenUIKit

/// Diffing list snapshots: 10,000 items against the same with 500 deleted and 500 inserted
/// (DifferenceKit reports about 8 ms for this on an iPhone X simulator), and 100,000 items
/// with 10,000 changes, which should cost about ten times as much (linear). Then the same
/// 10,000-item change applied to a list on screen, and one frame of a fling through a
/// 100,000-item list in a 390×844 window at 3x (scroll, configure new cells, lay out,
/// composite), against the same frame with nothing scrolled as the baseline.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(4),
        maxIterations: 200
    )
    for (count, changes) in [(10_000, 500), (100_000, 5_000)] {
        let old = snapshot(Array(0..<count))
        var items = Array(0..<count).filter { $0 % (count / changes) != 0 }
        for index in 0..<changes { items.insert(count * 10 + index, at: index * (count / changes - 1)) }
        let new = snapshot(items)
        Benchmark("Diff \(count) items, \(changes) deleted and \(changes) inserted") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(old.differenceCounts(to: new))
            }
        }
    }

    Benchmark("Apply 10000 items, 500 deleted and 500 inserted, to a list on screen") { benchmark in
        await MainActor.run {
            let screen = ListScreen(count: 10_000)
            let old = snapshot(Array(0..<10_000))
            var items = Array(0..<10_000).filter { $0 % 20 != 0 }
            for index in 0..<500 { items.insert(100_000 + index, at: index * 19) }
            let new = snapshot(items)
            var forward = true
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.dataSource.apply(forward ? new : old, animatingDifferences: false)
                screen.window.layoutIfNeeded()
                forward.toggle()
            }
            benchmark.stopMeasurement()
        }
    }

    // Frames of a fast fling (about 4,800 points a second at 120 Hz) and, as the baseline,
    // frames with nothing to do.
    for (name, step) in [("Fling frame, 100000-item list, 390x844 at 3x", CGFloat(40)), ("Idle frame, same list (baseline)", CGFloat(0))] {
        Benchmark(name) { benchmark in
            await MainActor.run {
                let screen = ListScreen(count: 100_000)
                for _ in 0..<20 { screen.frame(step: step) }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { screen.frame(step: step) }
                benchmark.stopMeasurement()
            }
        }
    }
}

@MainActor
private final class ListScreen {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(count: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.makeKeyAndVisible()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = item % 4 == 0 ? "Every fourth row has a subtitle" : nil
            content.image = UIImage(systemName: "star.fill")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot(Array(0..<count)), animatingDifferences: false)
        _ = window.renderedImage()
    }

    /// One frame: the offset moves by `step` (wrapping near the end), then the window updates and composites.
    func frame(step: CGFloat) {
        var offset = collectionView.contentOffset.y + step
        if offset > collectionView.contentSize.height - 2_000 { offset = 0 }
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        blackHole(window.renderedImage())
    }
}

private func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
}
