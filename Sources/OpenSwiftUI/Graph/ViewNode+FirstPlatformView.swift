import Foundation

extension ViewNode {
    /// The view that draws this node's whole frame: its own, or that of the single child
    /// it wraps (a modifier around a button); `nil` when its drawing is split among views.
    var firstPlatformView: UIView? {
        var node = self
        while true {
            if let platformView = node.platformView { return platformView }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }
}
