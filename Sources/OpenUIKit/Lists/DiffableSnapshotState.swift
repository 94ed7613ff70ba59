import Foundation

/// The current snapshot of a diffable data source (collection or table view) and the
/// lookups both kinds answer from it.
struct DiffableSnapshotState<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    var current = NSDiffableDataSourceSnapshot<Section, Item>()

    func itemIdentifier(for indexPath: IndexPath) -> Item? {
        let sections = current.items
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    func sectionIdentifier(for index: Int) -> Section? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    func numberOfItems(inSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// Makes `snapshot` current and returns the batch update from the old one to it.
    mutating func replace(with snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> BatchUpdate {
        let update = SnapshotDifference(from: current, to: snapshot).batchUpdate
        current = snapshot
        return update
    }
}
