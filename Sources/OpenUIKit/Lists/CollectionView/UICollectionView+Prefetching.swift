import Foundation

extension UICollectionView {
    /// Tells the prefetch data source about the items a screen's length ahead, and cancels
    /// what scrolled out of reach unseen.
    func prefetchAhead() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else { return }
        let rect = prefetcher.lookAheadRect(for: bounds, vertical: layoutScrollsVertically)
        let ahead = (collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).lazy
            .filter { $0.representedElementCategory == .cell && self.isValidItem($0.indexPath) }
            .map(\.indexPath)
        let displayed = visibleViews.keys.lazy.filter { $0.category == .cell }.map(\.indexPath)
        let (prefetch, cancel) = prefetcher.update(ahead: Set(ahead), displayed: Set(displayed))
        if !cancel.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { source.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// Cancels every request still open (prefetching was turned off).
    func cancelOutstandingPrefetches() {
        let open = prefetcher.takeOutstanding()
        if !open.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: open) }
    }

    private func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section < itemCounts.count && indexPath.item < itemCounts[indexPath.section]
    }
}
