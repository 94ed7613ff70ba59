import Foundation

extension ViewNode {
    /// The nearest scroll view above this node.
    func enclosingScrollHost() -> (node: ViewNode, host: ScrollHostView)? {
        var current = parent
        while let node = current {
            if let host = node.platformView as? ScrollHostView { return (node, host) }
            current = node.parent
        }
        return nil
    }
}
