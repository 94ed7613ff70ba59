import Foundation

/// A table view's data source driven by snapshots: give it the state of the data
/// (sections and rows by identifier) and it updates the table, animating the differences
/// with `defaultRowAnimation`.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Section, Contact.ID>(tableView: tableView) {
///     tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = contacts[id]?.name
///     cell.contentConfiguration = content
///     return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(contacts.keys.sorted())
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// Subclass it to give section titles or allow editing: override
/// `tableView(_:titleForHeaderInSection:)`, `tableView(_:canEditRowAt:)` and the others.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the configured cell for a row.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var state = DiffableSnapshotState<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }

    /// Makes `snapshot` the current state and updates the table: the differences as one
    /// batch update, animated when asked (and the table is in a window).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            state.current = snapshot
            completion?()
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let apply = {
            tableView.applyBatchUpdate(animated: animatingDifferences, {
                tableView.pendingUpdate = self.state.replace(with: snapshot)
                tableView.pendingFallbackAnimation = animation
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// `apply(_:animatingDifferences:)`, awaiting its completion.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Makes `snapshot` the current state and reloads the table, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        state.current = snapshot
        tableView?.reloadData()
        completion?()
    }

    // MARK: Identifiers and index paths

    /// The item at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { state.itemIdentifier(for: indexPath) }

    /// Where an item is.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { state.current.indexPath(of: itemIdentifier) }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(for: index) }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { state.current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        state.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            print("OpenUIKit: the cell provider returned no cell for \(indexPath); showing an empty cell")
            let empty = UITableViewCell(style: .default, reuseIdentifier: nil)
            tableView.adopt(empty)
            return empty
        }
        return cell
    }

    /// No header titles; override to give them.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles; override to give them.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited; override to allow it.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows cannot be moved; override to allow it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing; override to commit edits (then apply a new snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing; override to move the data (then apply a new snapshot).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
