import Foundation
import Testing
@testable import OpenUIKit

/// Snapshots of list data and the differences between them.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func sectionsAndItemsAreKeptByIdentifier() {
        var snapshot = snapshot([("a", [1, 2, 3]), ("b", [4])])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 4)
        snapshot.insertItems([10], afterItem: 1)
        snapshot.insertItems([11], beforeItem: 4)
        snapshot.moveItem(3, beforeItem: 1)
        snapshot.appendItems([2], toSection: "b")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 10, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [11, 4], "a duplicate identifier is ignored")
        #expect(snapshot.sectionIdentifier(containingItem: 11) == "b")
        #expect(snapshot.indexOfItem(4) == 5)
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a"])
        snapshot.deleteItems([1, 99])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [3, 10, 2])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
        snapshot.reconfigureItems([3, 42])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
    }

    @Test func insertionsAndDeletionsAreNotMoves() {
        let old = snapshot([("a", [1, 2, 3, 4, 5])])
        let new = snapshot([("a", [1, 3, 6, 4, 5, 7])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0), IndexPath(item: 5, section: 0)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test func oneItemDraggedIsOneMoveAndSectionsChangeWhole() {
        let old = snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6]), ("c", [7])])
        let new = snapshot([("a", [2, 3, 4, 1]), ("d", [8]), ("b", [5, 6])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems.count == 1)
        #expect(difference.movedItems.first?.from == IndexPath(item: 0, section: 0))
        #expect(difference.movedItems.first?.to == IndexPath(item: 3, section: 0))
        #expect(difference.deletedSections == IndexSet([2]) && difference.insertedSections == IndexSet([1]))
        #expect(difference.insertedItems.isEmpty && difference.deletedItems.isEmpty, "items of whole sections go with them")
        #expect(difference.movedSections.isEmpty)
        let across = SnapshotDifference(from: snapshot([("a", [1, 2]), ("b", [3])]), to: snapshot([("a", [1]), ("b", [2, 3])]))
        #expect(across.movedItems.count == 1, "an item that changed section moved")
    }

    @Test func tenThousandItemsWithAThousandChangesStayQuick() {
        let old = snapshot([("all", Array(0..<10_000))])
        var items = Array(0..<10_000).filter { $0 % 20 != 0 }
        for index in stride(from: 0, to: 500, by: 1) { items.insert(100_000 + index, at: index * 19) }
        let new = snapshot([("all", items)])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems.count == 500 && difference.insertedItems.count == 500 && difference.movedItems.isEmpty)
    }
}
