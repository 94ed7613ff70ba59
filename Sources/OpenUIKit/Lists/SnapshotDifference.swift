import Foundation

/// What changed between two snapshots, in the terms a list's batch update takes: sections
/// and items deleted (at their old places), inserted (at their new places) and moved.
///
/// Items and sections are matched by identifier in linear time (dictionaries of positions);
/// of the items in both, those outside a longest increasing subsequence of their old order
/// (taken in new order) are the moves, so a list that only gained or lost items reports
/// no moves, and one item dragged elsewhere reports one. That subsequence costs
/// O(n log n) on the items kept.
struct SnapshotDifference<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [SectionMove] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [ItemMove] = []
    /// Items whose cells are rebuilt (new paths), and those configured again in place.
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// The difference as one batch update of a collection or table view.
    var batchUpdate: BatchUpdate {
        var update = BatchUpdate()
        update.deletedSections = deletedSections
        update.insertedSections = insertedSections
        update.movedSections = movedSections.map { ($0.from, $0.to) }
        update.deletedItems = deletedItems
        update.insertedItems = insertedItems
        update.movedItems = movedItems.map { ($0.from, $0.to) }
        update.reloadedItems = reloadedItems
        update.reconfiguredItems = reconfiguredItems
        return update
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
    }

    init(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var newSectionIndex: [Section: Int] = [:], oldSectionIndex: [Section: Int] = [:]
        for index in newSections.indices { newSectionIndex[newSections[index]] = index }
        for index in oldSections.indices { oldSectionIndex[oldSections[index]] = index }
        for index in oldSections.indices where newSectionIndex[oldSections[index]] == nil { deletedSections.insert(index) }
        for index in newSections.indices where oldSectionIndex[newSections[index]] == nil { insertedSections.insert(index) }
        let keptSections = newSections.filter { oldSectionIndex[$0] != nil }
        for index in outsideIncreasingRun(keptSections.map { oldSectionIndex[$0]! }) {
            let section = keptSections[index]
            movedSections.append(SectionMove(from: oldSectionIndex[section]!, to: newSectionIndex[section]!))
        }

        // Positions as plain integers (index paths only for what is reported): each old
        // item's flat rank, and the section and index of each rank.
        let oldItems = old.items, newItems = new.items
        var oldRank: [Item: Int] = [:]
        oldRank.reserveCapacity(old.numberOfItems)
        var rankSection: [Int] = [], rankIndex: [Int] = []
        rankSection.reserveCapacity(old.numberOfItems)
        rankIndex.reserveCapacity(old.numberOfItems)
        // Index loops, not `enumerated()`: unspecialized generic code pays for tuple
        // metadata on every step of an enumerated sequence.
        for sectionIndex in oldItems.indices {
            let items = oldItems[sectionIndex]
            for itemIndex in items.indices {
                oldRank[items[itemIndex]] = rankSection.count
                rankSection.append(sectionIndex)
                rankIndex.append(itemIndex)
            }
        }
        let oldSectionDeleted = (0..<oldSections.count).map { deletedSections.contains($0) }
        let newSectionInserted = (0..<newSections.count).map { insertedSections.contains($0) }
        var survives = [Bool](repeating: false, count: rankSection.count)
        var kept: [KeptItem] = []
        kept.reserveCapacity(min(old.numberOfItems, new.numberOfItems))
        for sectionIndex in newItems.indices {
            let items = newItems[sectionIndex]
            for itemIndex in items.indices {
                if let rank = oldRank[items[itemIndex]] {
                    survives[rank] = true
                    if !oldSectionDeleted[rankSection[rank]] {
                        kept.append(KeptItem(rank: rank, section: sectionIndex, index: itemIndex))
                        continue
                    }
                }
                if !newSectionInserted[sectionIndex] { insertedItems.append(IndexPath(item: itemIndex, section: sectionIndex)) }
            }
        }
        for rank in survives.indices where !survives[rank] && !oldSectionDeleted[rankSection[rank]] {
            deletedItems.append(IndexPath(item: rankIndex[rank], section: rankSection[rank]))
        }
        // Kept items that changed section, or fell out of the increasing run, moved.
        var moved = Set(outsideIncreasingRun(kept.map(\.rank)))
        // With one section on each side no kept item can have changed section.
        if oldSections.count > 1 || newSections.count > 1 {
            for index in kept.indices where newSections[kept[index].section] != oldSections[rankSection[kept[index].rank]] {
                moved.insert(index)
            }
        }
        for index in moved.sorted() {
            let entry = kept[index]
            movedItems.append(ItemMove(from: IndexPath(item: rankIndex[entry.rank], section: rankSection[entry.rank]), to: IndexPath(item: entry.index, section: entry.section)))
        }
        let newPaths = Self.paths(of: new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers, in: new)
        reloadedItems = new.reloadedItemIdentifiers.compactMap { newPaths[$0] }
        reconfiguredItems = new.reconfiguredItemIdentifiers.compactMap { newPaths[$0] }
    }

    /// The index paths of some items in a snapshot.
    private static func paths(of items: [Item], in snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> [Item: IndexPath] {
        var paths: [Item: IndexPath] = [:]
        for item in items { paths[item] = snapshot.indexPath(of: item) }
        return paths
    }
}

/// A kept item: its old flat rank and its new place. (Outside the generic type, so arrays of
/// it need no generic metadata at run time.)
struct KeptItem {
    let rank: Int
    let section: Int
    let index: Int
}

/// An item that moved, from its old index path to its new one.
struct ItemMove: Equatable {
    let from: IndexPath
    let to: IndexPath
}

/// A section that moved.
struct SectionMove: Equatable {
    let from: Int
    let to: Int
}

/// The indices of `values` outside one longest strictly increasing subsequence
/// (patience sorting, O(n log n)).
func outsideIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        var low = 0, high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var inRun = [Bool](repeating: false, count: values.count)
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        inRun[cursor] = true
        cursor = previous[cursor]
    }
    return values.indices.filter { !inRun[$0] }
}
