import Foundation

/// The state of a list's data: its sections and the items in each, by identifier, which a
/// diffable data source applies to its view, animating the differences.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Film.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(films.map(\.id), toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Identifiers must be unique across the snapshot, as UIKit requires; an identifier added
/// twice is ignored (UIKit raises an exception). Operations naming identifiers the snapshot
/// lacks do nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    /// Which section holds each item.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Items and sections marked to reload (cells rebuilt) or reconfigure (cells updated in place).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reconfiguredSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// How many items there are, in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// How many items a section has (0 for a section the snapshot lacks).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    /// The item's position in the whole snapshot, counting across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = items[section].firstIndex(of: identifier) else { return nil }
        return items[..<section].reduce(0) { $0 + $1.count } + index
    }

    /// A section's position.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// Where an item is, as an index path.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = items[section].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: index, section: section)
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex[toIdentifier] else { return }
        insertSections(identifiers, at: index)
    }

    /// Adds sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex[toIdentifier] else { return }
        insertSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var kept: [(SectionIdentifierType, [ItemIdentifierType])] = []
        for (section, sectionItems) in zip(sections, items) where !doomed.contains(section) { kept.append((section, sectionItems)) }
        sections = kept.map(\.0)
        items = kept.map(\.1)
        reindex()
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections whose cells are made again when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    /// Marks sections whose cells are configured again, in place, when the snapshot is applied.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reconfiguredSectionIdentifiers += identifiers.filter { sectionIndex[$0] != nil }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier.flatMap({ sectionIndex[$0] }) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
        insertItems(identifiers, inSection: section, at: items[section].count)
    }

    /// Adds items before another.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: beforeIdentifier) else { return }
        insertItems(identifiers, inSection: path.section, at: path.item)
    }

    /// Adds items after another.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let path = indexPath(of: afterIdentifier) else { return }
        insertItems(identifiers, inSection: path.section, at: path.item + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !doomed.isEmpty else { return }
        let touched = Set(doomed.compactMap { sectionOfItem[$0] })
        for section in touched { items[section].removeAll { doomed.contains($0) } }
        for item in doomed { sectionOfItem[item] = nil }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        reindex()
    }

    /// Moves an item before another (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items whose cells are made again when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Marks items whose cells are configured again, in place, when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    // MARK: Storage

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen = Set(sections)
        let fresh = identifiers.filter { seen.insert($0).inserted }
        sections.insert(contentsOf: fresh, at: index)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: index)
        reindex()
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection section: Int, at index: Int) {
        var fresh: [ItemIdentifierType] = []
        fresh.reserveCapacity(identifiers.count)
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            sectionOfItem[identifier] = section
            fresh.append(identifier)
        }
        items[section].insert(contentsOf: fresh, at: min(index, items[section].count))
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        guard identifier != other, let from = sectionIndex[identifier], sectionIndex[other] != nil else { return }
        let moved = (sections.remove(at: from), items.remove(at: from))
        let to = sections.firstIndex(of: other)! + (after ? 1 : 0)
        sections.insert(moved.0, at: to)
        items.insert(moved.1, at: to)
        reindex()
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        guard identifier != other, let from = indexPath(of: identifier), indexPath(of: other) != nil else { return }
        items[from.section].remove(at: from.item)
        let to = indexPath(of: other)!
        items[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        sectionOfItem[identifier] = to.section
    }

    /// Rebuilds the section and item indexes after sections changed.
    private mutating func reindex() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        sectionOfItem = [:]
        sectionOfItem.reserveCapacity(items.reduce(0) { $0 + $1.count })
        for (section, sectionItems) in items.enumerated() {
            for item in sectionItems { sectionOfItem[item] = section }
        }
    }
}
