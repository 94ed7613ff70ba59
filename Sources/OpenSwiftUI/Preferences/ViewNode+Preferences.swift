import Foundation

extension ViewNode {
    /// The preference values of this subtree: its children's, combined in order, then
    /// changed by the node's own preference modifier.
    func preferences() -> PreferenceValues {
        if let cachedPreferences { return cachedPreferences }
        var values = PreferenceValues()
        for child in children {
            values.merge(child.preferences())
        }
        preferenceTransform?(&values)
        cachedPreferences = values
        return values
    }

    /// The subtree's value for `key`, its default when no view inside set one.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        preferences()[key] ?? K.defaultValue
    }
}
