import Foundation

/// A stored property of a view that OpenSwiftUI updates before the body runs: ``State``,
/// ``Environment``, ``Binding``, and your own types made of them.
///
/// ```swift
/// struct Counter: DynamicProperty {
///     @State var value = 0
/// }
/// ```
public protocol DynamicProperty {
    /// Called before each body run, after the properties inside were brought up to date.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property whose storage lives in the view's node, reached through an object
/// the property carries (view values are copies; the object is shared by them).
@MainActor
protocol NodeLinkedProperty {
    /// Connects the property to `node`'s storage slot `slot` (advancing it) and to the
    /// environment.
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues)
}

/// A view whose dynamic properties are another value's (a modifier's body).
@MainActor
protocol DynamicPropertyOwnerProxy {
    var dynamicPropertyOwner: Any { get }
}
