import Foundation

/// Gives a collection view its sections, items, cells and supplementary views.
///
/// Differs from Apple's: the optional methods have defaults in an extension (one
/// section; an empty supplementary view, where UIKit raises an exception; items movable,
/// and a move that changes nothing, so a data source that does not handle moves sees the
/// item go back when the list reloads).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items a section has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for an item; dequeue it with `dequeueReusableCell` or a registration.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The configured supplementary view (header, footer) of `kind` at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item at `indexPath` may be moved by dragging (`true` by default).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the data so `destinationIndexPath` holds it.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
    }
}
