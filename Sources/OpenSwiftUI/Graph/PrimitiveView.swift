import Foundation

/// A view OpenSwiftUI builds itself instead of reading a body: it shapes its node (layout,
/// drawn view, children) directly.
@MainActor
protocol PrimitiveView {
    /// Makes `node` show this value, updating the node's children from the value's content.
    func update(_ node: ViewNode, context: ResolutionContext)
}

/// What flows down the tree while views are resolved: the environment, the transaction
/// of the change being applied, and the axis of the nearest stack (a spacer grows along it).
struct ResolutionContext {
    var environment: EnvironmentValues
    var stackAxis: Axis?
    var transaction = Transaction()
    /// Inside `animation(_:body:)`: the transaction the content itself keeps.
    var contentTransaction: Transaction?
}
