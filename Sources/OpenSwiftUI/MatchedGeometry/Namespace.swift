import Foundation
import Synchronization

/// A space of identifiers for ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``:
/// each view that declares one gets its own, kept for as long as the view keeps its
/// identity.
///
/// ```swift
/// @Namespace private var cards
/// Thumbnail().matchedGeometryEffect(id: film.id, in: cards)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    let link = NamespaceLink()

    /// A namespace, made when the view first appears.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { link.id ?? link.standIn }
}

extension Namespace: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        link.id = node.storage(in: &slot) { NamespaceBox() }.id
    }
}

/// Where a `Namespace` finds the identifier its node keeps.
final class NamespaceLink: @unchecked Sendable {
    // Written and read on the main actor, around body runs.
    var id: Namespace.ID?
    /// The identifier read outside a body: its own, as SwiftUI's is.
    lazy var standIn = NamespaceBox().id
}

/// A namespace identifier kept in a node.
final class NamespaceBox {
    private static let counter = Atomic<UInt64>(0)
    let id = Namespace.ID(value: NamespaceBox.counter.add(1, ordering: .relaxed).newValue)
}
