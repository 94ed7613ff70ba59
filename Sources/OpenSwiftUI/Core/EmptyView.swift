import Foundation

/// A view with no content: it takes no space and a stack skips it.
public struct EmptyView: View {
    /// The empty view.
    public init() {}

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension EmptyView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.becomeList()
        node.removeChildren(from: 0)
    }
}
