import Foundation

/// Shows the first of its views whose ideal size fits the space offered along the given
/// axes, or the last one when none fits.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delete the selected items")
///     Text("Delete")
///     Image(systemName: "trash")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among the builder's views by the space along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let container = node.platformView(ofType: ChosenChildView.self, hostsChildren: true) { ChosenChildView() }
        node.setLayout(ViewThatFitsLayout(axes: axes, container: container))
        node.showOnly(content, context: context)
    }
}

/// Picks the child for a proposal; the placed choice is the one drawn.
struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set
    let container: ChosenChildView

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let index = choice(for: proposal, items: node.childItems) else { return .zero }
        return node.childItems[index].sizeThatFits(proposal)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let items = node.childItems
        let index = choice(for: ProposedViewSize(bounds.size), items: items)
        container.chosen = index.map { ObjectIdentifier(items[$0]) }
        for (position, item) in items.enumerated() {
            // The others are placed too, out of sight, so their layout stays current.
            item.place(in: position == index ? bounds : CGRect(origin: bounds.origin, size: .zero))
        }
    }

    /// The first item whose ideal size along `axes` fits the proposal, else the last.
    private func choice(for proposal: ProposedViewSize, items: [ViewNode]) -> Int? {
        guard !items.isEmpty else { return nil }
        let asked = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, item) in items.enumerated() {
            let ideal = item.sizeThatFits(asked)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return items.count - 1
    }
}

/// Holds the drawn views of the chosen child only.
final class ChosenChildView: ContainerView, ChildViewsFilter {
    var chosen: ObjectIdentifier?

    func draws(_ item: ViewNode) -> Bool {
        chosen == nil || chosen == ObjectIdentifier(item)
    }
}

/// A drawn view that keeps each layout item's views apart instead of showing them.
protocol DetachedChildViewsHost: UIView {
    /// Takes each item's drawn views (framed relative to `origin`, the host node's
    /// origin); returns the subviews the host shows.
    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView]
}

/// A drawn view that shows the views of only some of its node's layout items.
protocol ChildViewsFilter: UIView {
    func draws(_ item: ViewNode) -> Bool
}
