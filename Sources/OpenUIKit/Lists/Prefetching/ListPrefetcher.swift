import Foundation

/// Decides which items a list asks its prefetch data source to load ahead, and which
/// earlier requests to cancel, as the visible area moves.
///
/// The look-ahead area is one screen length past the visible edge in the direction of
/// the last scroll (down or forward before any scroll), as UIKit prefetches in the
/// direction of travel. An item is requested once while it stays in that area; a request
/// is cancelled when its item leaves the area without having been displayed.
struct ListPrefetcher {
    /// Items requested and neither displayed nor cancelled since.
    private(set) var requested: Set<IndexPath> = []
    /// Whether the last scroll moved toward larger offsets.
    private var movingForward = true
    private var lastOffset: CGFloat?

    /// The area past the visible `bounds` to load ahead of, along a vertical or horizontal
    /// scroll axis.
    mutating func lookAheadRect(for bounds: CGRect, vertical: Bool) -> CGRect {
        let offset = vertical ? bounds.minY : bounds.minX
        if let lastOffset, offset != lastOffset { movingForward = offset > lastOffset }
        lastOffset = offset
        let length = vertical ? bounds.height : bounds.width
        switch (vertical, movingForward) {
        case (true, true): return CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: length)
        case (true, false): return CGRect(x: bounds.minX, y: bounds.minY - length, width: bounds.width, height: length)
        case (false, true): return CGRect(x: bounds.maxX, y: bounds.minY, width: length, height: bounds.height)
        case (false, false): return CGRect(x: bounds.minX - length, y: bounds.minY, width: length, height: bounds.height)
        }
    }

    /// Takes the items now in the look-ahead area (and not displayed) and the displayed
    /// ones; returns the new requests and the cancellations, each in index path order.
    mutating func update(ahead: Set<IndexPath>, displayed: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        let wanted = ahead.subtracting(displayed)
        let prefetch = wanted.subtracting(requested).sorted()
        let cancel = requested.subtracting(wanted).subtracting(displayed).sorted()
        requested = wanted
        return (prefetch, cancel)
    }

    /// The requests still open, in index path order, forgotten (prefetching was turned off:
    /// they are to be cancelled).
    mutating func takeOutstanding() -> [IndexPath] {
        let open = requested.sorted()
        reset()
        return open
    }

    /// Forgets every request (the data was reloaded, so old index paths mean nothing).
    mutating func reset() {
        requested.removeAll()
        lastOffset = nil
        movingForward = true
    }
}
