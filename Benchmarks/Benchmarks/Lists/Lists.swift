import Benchmark
import Foundation
@_spi(Benchmarks) import OpenUIKit

/// Diffing list snapshots: 10,000 items against the same with 500 deleted and 500 inserted
/// (DifferenceKit reports about 8 ms for this on an iPhone X simulator), and 100,000 items
/// with 10,000 changes, which should cost about ten times as much (linear).
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
}

private func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
}
