import Foundation

/// An optional view shows its view when there is one, and nothing otherwise; `if`
/// without `else` in a view builder makes one.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.becomeList()
        if let wrapped = self {
            node.showOnly(wrapped, context: context)
        } else {
            node.removeChildren(from: 0)
        }
    }
}
