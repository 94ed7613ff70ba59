import Foundation

extension NSDiffableDataSourceSnapshot {
    /// How many items the difference to `new` deletes, inserts and moves: the diff a data
    /// source applies, for benchmarks. An OpenUIKit SPI.
    @_spi(Benchmarks) public func differenceCounts(to new: Self) -> (deleted: Int, inserted: Int, moved: Int) {
        let difference = SnapshotDifference(from: self, to: new)
        return (difference.deletedItems.count, difference.insertedItems.count, difference.movedItems.count)
    }
}
