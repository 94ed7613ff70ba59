import Foundation

/// The state a configuration is updated for: the traits, plus whatever a view adds
/// (selection, highlight, editing in cells) and custom states of the app's own.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state with these traits and everything else off.
    init(traitCollection: UITraitCollection)
    /// The traits the view has.
    var traitCollection: UITraitCollection { get set }
    /// A custom state the app set, by key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app-defined configuration state.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
