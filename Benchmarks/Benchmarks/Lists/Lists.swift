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
    let flings: [(String, CGFloat, @MainActor () -> any FlingScreen)] = [
        ("Fling frame, 100000-item list, 390x844 at 3x", 40, { ListScreen(count: 100_000) }),
        ("Idle frame, same list (baseline)", 0, { ListScreen(count: 100_000) }),
        ("Fling frame, 100000-row table, 390x844 at 3x", 40, { TableScreen(count: 100_000) }),
    ]
    for (name, step, makeScreen) in flings {
        Benchmark(name) { benchmark in
            await MainActor.run {
                let screen = makeScreen()
                for _ in 0..<20 { screen.frame(step: step) }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { screen.frame(step: step) }
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A window with a long scrolling list, moved frame by frame.
@MainActor
private protocol FlingScreen {
    var window: UIWindow { get }
    var scrollView: UIScrollView { get }
}

extension FlingScreen {
    /// One frame: the offset moves by `step` (wrapping near the end), then the window updates and composites.
    func frame(step: CGFloat) {
        var offset = scrollView.contentOffset.y + step
        if offset > scrollView.contentSize.height - 2_000 { offset = 0 }
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        blackHole(window.renderedImage())
    }
}

/// The same rows in a classic inset-grouped table: value-style cells with an image, a
/// subtitle every fourth row and a disclosure indicator, self-sizing.
@MainActor
private final class TableScreen: FlingScreen {
    let window: UIWindow
    let table: UITableView
    let dataSource: UITableViewDiffableDataSource<Int, Int>
    var scrollView: UIScrollView { table }

    init(count: Int) {
        window = phoneWindow()
        table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        window.addSubview(table)
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.contentConfiguration = rowContent(item, from: cell.defaultContentConfiguration())
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        dataSource.apply(snapshot(Array(0..<count)), animatingDifferences: false)
        _ = window.renderedImage()
    }
}

@MainActor
private final class ListScreen: FlingScreen {
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    var scrollView: UIScrollView { collectionView }

    init(count: Int) {
        window = phoneWindow()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            cell.contentConfiguration = rowContent(item, from: cell.defaultContentConfiguration())
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(snapshot(Array(0..<count)), animatingDifferences: false)
        _ = window.renderedImage()
    }

}

/// A 390×844 window at 3x, as an iPhone's.
@MainActor
private func phoneWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    window.makeKeyAndVisible()
    return window
}

/// A row's content: text, an image, and a subtitle on every fourth row.
@MainActor
private func rowContent(_ item: Int, from base: UIListContentConfiguration) -> UIListContentConfiguration {
    var content = base
    content.text = "Row \(item)"
    content.secondaryText = item % 4 == 0 ? "Every fourth row has a subtitle" : nil
    content.image = UIImage(systemName: "star.fill")
    return content
}

private func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
}
