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

/// The preference values a subtree sets, by key.
struct PreferenceValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The subtree's value for `key`; `nil` when no view inside set one.
    subscript<K: PreferenceKey>(key: K.Type) -> K.Value? {
        get { values[ObjectIdentifier(key)] as? K.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Adds the values of the next subtree, each key combined with its `reduce`.
    mutating func merge(_ next: PreferenceValues, reducers: [ObjectIdentifier: (Any, Any) -> Any]) {
        for (key, value) in next.values {
            if let current = values[key], let reduce = reducers[key] {
                values[key] = reduce(current, value)
            } else {
                values[key] = value
            }
        }
    }
}

/// How each preference key combines values, registered as views set them.
@MainActor
enum PreferenceReducers {
    private(set) static var all: [ObjectIdentifier: (Any, Any) -> Any] = [:]

    static func register<K: PreferenceKey>(_ key: K.Type) {
        let id = ObjectIdentifier(key)
        guard all[id] == nil else { return }
        all[id] = { current, next in
            guard var value = current as? K.Value, let nextValue = next as? K.Value else { return next }
            K.reduce(value: &value, nextValue: { nextValue })
            return value
        }
    }
}
