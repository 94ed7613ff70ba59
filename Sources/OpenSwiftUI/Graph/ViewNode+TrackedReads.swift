import Foundation

extension ViewNode {
    /// Reads a value in a primitive view's update (a binding's value) watching the
    /// Observable properties it touches: a change to one runs the node again when it can
    /// update itself, otherwise the body that made it, so the view shows the new value as
    /// a body reading it would.
    func tracked<Value>(_ read: () -> Value, file: StaticString = #fileID, line: UInt = #line) -> Value {
        observe(at: ObservationSite(file: file, line: line), read) { [weak self] in
            ObservationInvalidation.post {
                guard let self else { return }
                if self.selfUpdate != nil { self.setNeedsBody() } else { self.setOwnerNeedsBody() }
            }
        }
    }
}

extension PrimitiveModifier {
    /// Shows `content` as the modifier's only child and lets the node run this modifier
    /// again by itself: a binding the modifier reads may change where no body read it
    /// (a screen hosted apart), and the modifier must still see it.
    func showContentUpdatingItself(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.updateItself(from: context) { [weak node] context in
            guard let node else { return }
            self.update(node, content: content, context: context)
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}
