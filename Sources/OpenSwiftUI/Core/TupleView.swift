import Foundation

/// Several views side by side in a builder block; a stack lays each one out as its own child.
public struct TupleView<T>: View {
    /// The views.
    public var value: T

    /// Views from a tuple.
    public init(_ value: T) { self.value = value }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension TupleView: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.becomeList()
        let views = elements
        for (index, element) in views.enumerated() {
            node.updateChild(at: index, with: element, context: context)
        }
        node.removeChildren(from: views.count)
    }

    /// The tuple's views in order. Tuples of parameter packs have no generic element
    /// access, so their mirror reads them.
    var elements: [any View] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            return mirror.children.compactMap { $0.value as? any View }
        }
        return (value as? any View).map { [$0] } ?? []
    }
}
