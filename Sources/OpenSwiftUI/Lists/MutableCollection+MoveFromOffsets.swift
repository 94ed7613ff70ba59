import Foundation

extension MutableCollection {
    /// Moves the elements at `source` so they sit, in their order, before the element that
    /// was at `destination` (or at the end): the offsets a list's `onMove` hands over.
    ///
    /// ```swift
    /// var fruits = ["Apple", "Banana", "Cherry"]
    /// fruits.move(fromOffsets: [0], toOffset: 2)   // ["Banana", "Apple", "Cherry"]
    /// ```
    ///
    /// Offsets outside the collection are ignored and `destination` is clamped to it
    /// (SwiftUI's traps on them).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }
        guard !moving.isEmpty else { return }
        let movingSet = Set(moving)
        var rearranged = elements.enumerated().filter { !movingSet.contains($0.offset) }.map(\.element)
        let landing = Swift.min(Swift.max(0, destination), elements.count)
        let before = moving.filter { $0 < landing }.count
        rearranged.insert(contentsOf: moving.map { elements[$0] }, at: landing - before)
        for (index, element) in zip(indices, rearranged) { self[index] = element }
    }
}
