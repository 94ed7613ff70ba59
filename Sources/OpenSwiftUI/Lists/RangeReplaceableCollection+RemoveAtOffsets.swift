import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: the offsets a list's `onDelete` hands over.
    ///
    /// ```swift
    /// .onDelete { fruits.remove(atOffsets: $0) }
    /// ```
    ///
    /// Offsets outside the collection are ignored (SwiftUI's traps on them).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
