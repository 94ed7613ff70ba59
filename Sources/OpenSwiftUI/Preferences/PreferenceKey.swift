import Foundation

/// A value views pass up to their ancestors: each view can set it, and where several
/// views inside one set it, `reduce` combines their values in order.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static var defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         value = nextValue().isEmpty ? value : nextValue()
///     }
/// }
/// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
/// ```
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a subtree sets, by key, each with its key's way of combining.
struct PreferenceValues {
    private struct Entry {
        let value: Any
        let reduce: (Any, Any) -> Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The subtree's value for `key`; `nil` when no view inside set one.
    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        get { entries[ObjectIdentifier(key)]?.value as? K.Value }
        set {
            guard let newValue else { return entries[ObjectIdentifier(key)] = nil }
            entries[ObjectIdentifier(key)] = Entry(value: newValue) { current, next in
                guard var value = current as? K.Value, let nextValue = next as? K.Value else { return next }
                K.reduce(value: &value, nextValue: { nextValue })
                return value
            }
        }
    }

    /// Adds the values of the next subtree, each key combined with its `reduce`.
    mutating func merge(_ next: PreferenceValues) {
        for (key, entry) in next.entries {
            if let current = entries[key] {
                entries[key] = Entry(value: current.reduce(current.value, entry.value), reduce: current.reduce)
            } else {
                entries[key] = entry
            }
        }
    }
}
