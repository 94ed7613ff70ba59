import Foundation

/// A collection view's data source driven by snapshots: give it the state of the data
/// (sections and items by identifier) and it updates the collection view, animating the
/// differences.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Section, Film.ID>(collectionView: collectionView) {
///     collectionView, indexPath, id in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Film.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(films.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// The difference between snapshots is found in linear time (plus a longest increasing
/// subsequence for moves) and applied as one batch update. Apply snapshots on the main
/// actor.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the configured cell for an item.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the configured supplementary view (header, footer) of a kind.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var state = DiffableSnapshotState<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views; without it the collection view shows empty ones.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes the collection view's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "OpenUIKit.EmptyCell")
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }

    /// Makes `snapshot` the current state and updates the collection view: the
    /// differences as one batch update, animated when asked (and the view is in a window).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            state.current = snapshot
            completion?()
            return
        }
        let apply = {
            collectionView.applyBatchUpdate(animated: animatingDifferences, {
                collectionView.pendingUpdate = self.state.replace(with: snapshot)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    /// Makes `snapshot` the current state and reloads the collection view, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        state.current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// `apply(_:animatingDifferences:)`, awaiting its completion.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
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

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { state.current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        state.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            print("OpenUIKit: the cell provider returned no cell for \(indexPath); showing an empty cell")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "OpenUIKit.EmptyCell", for: indexPath)
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath)
            ?? collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "OpenUIKit.EmptySupplementary", for: indexPath)
    }
}
