import Foundation

/// A key for a value in ``EnvironmentValues``, with the value used where none was set.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view above set one.
    static var defaultValue: Value { get }
}
