import Foundation

/// A list of values of any hashable types: the screens a ``NavigationStack`` shows above
/// its root, one per value.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) { ... }
/// path.append(film)      // shows the film's screen
/// path.removeLast()      // goes back
/// ```
///
/// Differs from SwiftUI: the `codable` representation is not there.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many screens stand above the root.
    public var count: Int { elements.count }
    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds a screen for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Takes the last `k` screens away (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(0, k), elements.count))
    }
}
