import Foundation

/// One of two views, made by `if`/`else` and `switch` in a view builder. Switching
/// branches replaces the views on screen and the state inside them.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.becomeList()
        // Each branch has its own identity, so state does not leak between them even
        // when both branches are the same type.
        switch storage {
        case .trueContent(let view): node.updateChild(at: 0, with: view, identity: AnyHashable(true), context: context)
        case .falseContent(let view): node.updateChild(at: 0, with: view, identity: AnyHashable(false), context: context)
        }
        node.removeChildren(from: 1)
    }
}
