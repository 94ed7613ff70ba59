import Foundation

extension EnvironmentValues {
    /// The object of type `type` put in the environment (by `environmentObject(_:)`, or by
    /// `environment(_:)` for an `@Observable` object).
    subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
        get { self[ObjectKey<Object>.self] }
        set { self[ObjectKey<Object>.self] = newValue }
    }
}

/// The environment's slot for objects of one type.
private struct ObjectKey<Object: AnyObject>: EnvironmentKey {
    static var defaultValue: Object? { nil }
}
