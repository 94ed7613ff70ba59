import Foundation

extension UITableView {
    /// Tells the prefetch data source about the rows a screen's height ahead, and cancels
    /// what scrolled out of reach unseen.
    func prefetchAhead() {
        guard isPrefetchingEnabled, let source = prefetchDataSource else { return }
        let rect = prefetcher.lookAheadRect(for: bounds, vertical: true)
        var ahead: Set<IndexPath> = []
        for case .row(let indexPath) in geometry.elements(in: rect, keepHeaders: false) { ahead.insert(indexPath) }
        let (prefetch, cancel) = prefetcher.update(ahead: ahead, displayed: Set(cellsOnScreen.keys))
        if !cancel.isEmpty { source.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { source.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// Cancels every request still open (prefetching was turned off).
    func cancelOutstandingPrefetches() {
        let open = prefetcher.takeOutstanding()
        if !open.isEmpty { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: open) }
    }
}
