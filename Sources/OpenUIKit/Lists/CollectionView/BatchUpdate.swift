import Foundation

/// The inserts, deletes, moves and reloads recorded inside `performBatchUpdates`, in
/// UIKit's terms: deletes and reloads name old index paths, inserts new ones.
struct BatchUpdate {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// Whether the data source's new item counts are what the old ones become through
    /// this update (UIKit refuses an update that does not add up).
    func turns(_ old: [Int], into new: [Int], through mapping: BatchUpdateMapping) -> Bool {
        guard old.count - deletedSections.count + insertedSections.count == new.count else { return false }
        var expected = [Int?](repeating: nil, count: new.count)
        for section in old.indices {
            guard let target = mapping.newSection(for: section), expected.indices.contains(target) else { continue }
            expected[target] = old[section]
        }
        for path in deletedItems {
            if let target = mapping.newSection(for: path.section), expected.indices.contains(target) { expected[target]? -= 1 }
        }
        for move in movedItems {
            if let source = mapping.newSection(for: move.from.section), expected.indices.contains(source) { expected[source]? -= 1 }
            if expected.indices.contains(move.to.section) { expected[move.to.section]? += 1 }
        }
        for path in insertedItems where expected.indices.contains(path.section) {
            expected[path.section]? += 1
        }
        for section in new.indices {
            if let count = expected[section], count != new[section] { return false }
        }
        return true
    }
}

/// Maps index paths from before a batch update to after it, in logarithmic time per
/// path: an item's new index is its old one, less the deletes before it in its old
/// section, plus the inserts at or before the running result in its new section (a
/// move counts as a delete and an insert, and carries its item along).
struct BatchUpdateMapping {
    private var sectionMap: [Int?]
    /// Sorted deleted (and moved-away) item indexes per old section.
    private var removedItems: [Int: [Int]] = [:]
    /// Sorted inserted (and moved-in) item indexes per new section.
    private var addedItems: [Int: [Int]] = [:]
    private var movedItems: [IndexPath: IndexPath] = [:]
    private var deletedItems: Set<IndexPath>
    /// Reloaded items: they keep a place but get a new cell.
    let reloadedItems: Set<IndexPath>

    init(_ update: BatchUpdate, oldSectionCount: Int) {
        var removedSections = update.deletedSections
        var addedSections = update.insertedSections
        var sectionMoves: [Int: Int] = [:]
        for move in update.movedSections {
            removedSections.insert(move.from)
            addedSections.insert(move.to)
            sectionMoves[move.from] = move.to
        }
        sectionMap = (0..<max(0, oldSectionCount)).map { old in
            if let moved = sectionMoves[old] { return moved }
            if removedSections.contains(old) { return nil }
            var new = old - removedSections.count(in: 0..<old)
            for inserted in addedSections where inserted <= new { new += 1 }
            return new
        }
        deletedItems = Set(update.deletedItems)
        for path in update.deletedItems { removedItems[path.section, default: []].append(path.item) }
        for path in update.insertedItems { addedItems[path.section, default: []].append(path.item) }
        for move in update.movedItems {
            removedItems[move.from.section, default: []].append(move.from.item)
            addedItems[move.to.section, default: []].append(move.to.item)
            movedItems[move.from] = move.to
        }
        for key in removedItems.keys { removedItems[key]?.sort() }
        for key in addedItems.keys { addedItems[key]?.sort() }
        reloadedItems = Set(update.reloadedItems)
    }

    /// The section's index after the update (`nil` when it was deleted).
    func newSection(for old: Int) -> Int? {
        sectionMap.indices.contains(old) ? sectionMap[old] : nil
    }

    /// The item's index path after the update (`nil` when it or its section was deleted).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = movedItems[old] { return moved }
        guard !deletedItems.contains(old), let section = newSection(for: old.section) else { return nil }
        var item = old.item - Self.count(removedItems[old.section], below: old.item)
        if let added = addedItems[section] {
            for inserted in added {
                if inserted <= item { item += 1 } else { break }
            }
        }
        return IndexPath(item: item, section: section)
    }

    /// Whether the item at the new index path was inserted (not carried from before).
    func wasInserted(_ new: IndexPath) -> Bool {
        addedItems[new.section]?.contains(new.item) == true && !movedItems.values.contains(new)
    }

    /// Per-item values (measured sizes) carried to the items' new places in one linear
    /// pass per section; inserted items get `fill`.
    func carry<Value>(_ old: [[Value]], newCounts: [Int], fill: Value) -> [[Value]] {
        var result = newCounts.map { [Value](repeating: fill, count: max(0, $0)) }
        for oldSection in old.indices {
            guard let section = newSection(for: oldSection), result.indices.contains(section) else { continue }
            let removed = removedItems[oldSection] ?? [], added = addedItems[section] ?? []
            let values = old[oldSection]
            var removedIndex = 0, addedIndex = 0, target = 0
            for item in values.indices {
                while removedIndex < removed.count, removed[removedIndex] < item { removedIndex += 1 }
                if removedIndex < removed.count, removed[removedIndex] == item { continue }
                while addedIndex < added.count, added[addedIndex] == target {
                    addedIndex += 1
                    target += 1
                }
                if target < result[section].count { result[section][target] = values[item] }
                target += 1
            }
        }
        for (from, to) in movedItems where old.indices.contains(from.section) && old[from.section].indices.contains(from.item)
            && result.indices.contains(to.section) && result[to.section].indices.contains(to.item) {
            result[to.section][to.item] = old[from.section][from.item]
        }
        return result
    }

    /// How many sorted values are below `limit`.
    private static func count(_ sorted: [Int]?, below limit: Int) -> Int {
        guard let sorted else { return 0 }
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
