import Foundation

/// How a node sizes itself for a proposal and places its children, in SwiftUI's two
/// steps: the parent proposes, the child chooses its size, the parent places it.
@MainActor
protocol NodeLayout {
    /// The size the node takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
    /// Places the node's children inside `bounds`, the frame the node was given.
    func placeChildren(of node: ViewNode, in bounds: CGRect)
    /// The value the node's content sets for a guide at `size`; `nil` when it sets none.
    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat?
}

/// A node that lays its layout items (its children, with groups and lists spread out) as a
/// vertical stack: what several views become where one is expected (a hosting controller's
/// root, the content of a padding or frame).
struct ImplicitStackLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let items = node.childItems
        if items.count == 1 { return items[0].sizeThatFits(proposal) }
        return StackLayout(axis: .vertical, alignment: 0.5, spacing: nil).size(of: items, proposal: proposal, in: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let items = node.childItems
        if items.count == 1 {
            items[0].place(in: bounds)
            return
        }
        StackLayout(axis: .vertical, alignment: 0.5, spacing: nil).place(items, in: bounds, direction: node.environment.layoutDirection, node: node)
    }
}
