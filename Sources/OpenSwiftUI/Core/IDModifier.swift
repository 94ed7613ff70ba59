import Foundation

/// Gives the content an explicit identity: a new id makes it a new view (its state starts
/// again, and in an animated change the old one leaves with its transition).
struct IDModifier<ID: Hashable>: PrimitiveModifier {
    let id: ID

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.becomeList()
        node.updateChild(at: 0, with: content, identity: AnyHashable(id), context: context)
        node.removeChildren(from: 1)
    }
}

extension View {
    /// Binds the view's identity to `id`: when `id` changes, the view is replaced by a new
    /// one, with fresh state.
    ///
    /// ```swift
    /// ProfileView(user: user).id(user.id)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: id))
    }
}
