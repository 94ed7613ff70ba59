import Foundation
import OpenCombine
import OpenUIKit

/// The storage of an object a view observes (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): its subscription to the object's `objectWillChange`, which runs
/// the view's body again after each change. Kept in the view's node.
final class ObjectObservation: @unchecked Sendable {
    // Touched on the main actor, except the sink, which hops there.
    private(set) var object: AnyObject?
    private var subscription: AnyCancellable?
    private weak var node: ViewNode?

    init(node: ViewNode) { self.node = node }

    /// Observes `object` (nothing changes when it already does).
    func observe<Object: ObservableObject>(_ object: Object) {
        guard self.object !== object else { return }
        self.object = object
        subscription = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange() }
    }

    private func objectWillChange() {
        // Objects change on any thread; the node hears of it on the main actor, at the next
        // delivery of changes (before the update pass that runs its body).
        let reference = NodeReference(node: node)
        ObservationInvalidation.post { reference.node?.setNeedsBody() }
    }

    /// The observation in `node`'s storage slot `slot` (advancing it), made there if the
    /// slot holds none.
    @MainActor
    static func stored(in node: ViewNode, slot: inout Int) -> ObjectObservation {
        node.storage(in: &slot) { ObjectObservation(node: node) }
    }
}

/// A node carried to the main actor from the thread an object changed on.
private struct NodeReference: @unchecked Sendable {
    weak var node: ViewNode?
}
