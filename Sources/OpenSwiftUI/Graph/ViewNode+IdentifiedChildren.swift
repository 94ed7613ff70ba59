import Foundation

extension ViewNode {
    /// The children by identity, for a container that makes some of its views at a time
    /// (lazy stacks and grids) and keeps the nodes of those it makes again.
    var childrenByIdentity: [AnyHashable: ViewNode] {
        var found: [AnyHashable: ViewNode] = [:]
        for child in children { if let identity = child.identity { found[identity] = child } }
        return found
    }

    /// The node for `view` under `identity`: the one in `existing` if it shows the same
    /// type of view, else a new one; brought up to date either way.
    func child(showing view: AnyView, identity: AnyHashable, reusing existing: [AnyHashable: ViewNode], context: ResolutionContext) -> ViewNode {
        let child = existing[identity].flatMap { $0.viewType == ObjectIdentifier(type(of: view as Any)) ? $0 : nil }
            ?? makeChild(for: view, identity: identity)
        child.update(with: view, context: context)
        return child
    }
}
