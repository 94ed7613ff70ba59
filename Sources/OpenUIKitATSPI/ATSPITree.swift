import OpenUIKitHost

/// The published tree indexed for requests: nodes by id, each node's parent and place
/// among its siblings.
struct ATSPITree {
    let root: HostAccessibilityNode
    private(set) var nodes: [UInt64: HostAccessibilityNode] = [:]
    private(set) var parents: [UInt64: UInt64] = [:]
    private(set) var indices: [UInt64: Int] = [:]

    init(root: HostAccessibilityNode) {
        self.root = root
        index(root, parent: nil, at: 0)
    }

    private mutating func index(_ node: HostAccessibilityNode, parent: UInt64?, at position: Int) {
        nodes[node.id] = node
        if let parent { parents[node.id] = parent }
        indices[node.id] = position
        for (offset, child) in node.children.enumerated() { index(child, parent: node.id, at: offset) }
    }

    func node(_ id: UInt64) -> HostAccessibilityNode? { nodes[id] }
    func parent(of id: UInt64) -> HostAccessibilityNode? { parents[id].flatMap { nodes[$0] } }
    func index(of id: UInt64) -> Int { indices[id] ?? -1 }

    /// The window a node is in (the root's child on its path).
    func window(of id: UInt64) -> HostAccessibilityNode? {
        var current = id
        while let parent = parents[current] {
            if parent == root.id { return nodes[current] }
            current = parent
        }
        return nil
    }

    /// The deepest node under `node` whose frame holds the window point, children checked
    /// from the last (drawn on top) to the first.
    func deepest(at point: (x: Int, y: Int), under node: HostAccessibilityNode) -> HostAccessibilityNode? {
        for child in node.children.reversed() {
            if let hit = deepest(at: point, under: child) { return hit }
        }
        let frame = node.frame
        let inside = point.x >= frame.x && point.y >= frame.y && point.x < frame.x + frame.width && point.y < frame.y + frame.height
        return inside && node.role != .application ? node : nil
    }
}
