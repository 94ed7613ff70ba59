import Foundation

/// A list's selection binding with its value type erased: one value or a set of them.
@MainActor
struct ListSelection {
    let allowsMultiple: Bool
    /// Whether nothing is selected, read from the binding when asked (a body that asks
    /// runs again when the binding's source changes).
    var isEmpty: Bool { readIsEmpty() }
    private let readIsEmpty: () -> Bool
    let contains: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
    let deselect: (AnyHashable) -> Void

    /// At most one row, in `binding`: a tap selects its row (tags of another type select nothing).
    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        readIsEmpty = { binding.wrappedValue == nil }
        contains = { tag in (tag.base as? Value).map { $0 == binding.wrappedValue } ?? false }
        select = { tag in if let value = tag.base as? Value { binding.wrappedValue = value } }
        deselect = { tag in if (tag.base as? Value) == binding.wrappedValue { binding.wrappedValue = nil } }
    }

    /// Any number of rows, in `binding`: a tap adds its row or takes it out.
    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        readIsEmpty = { binding.wrappedValue.isEmpty }
        contains = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        select = { tag in if let value = tag.base as? Value { binding.wrappedValue.insert(value) } }
        deselect = { tag in if let value = tag.base as? Value { binding.wrappedValue.remove(value) } }
    }
}
