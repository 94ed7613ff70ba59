import Foundation

/// Hears ahead of time which items a collection view will soon show, to start loading
/// their data (images, records) before their cells are asked for.
///
/// ```swift
/// collectionView.prefetchDataSource = loader
///
/// func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
///     for indexPath in indexPaths { thumbnails.startLoading(photos[indexPath.item]) }
/// }
/// ```
///
/// The collection view asks during its layout pass, for the items within a screen's length
/// past the visible edge in the direction of scrolling, and cancels requests for items
/// that leave that area without being shown.
///
/// Differs from Apple's: the optional method has an empty default in an extension.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these items.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading the data of these items: they are no longer about to appear.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
