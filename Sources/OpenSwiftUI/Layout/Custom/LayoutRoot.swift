import Foundation

/// The view a ``Layout`` makes of its content.
public struct _LayoutRoot<L: Layout, Content: View>: View {
    // Read by the animation machinery, which runs on the main thread as views do.
    nonisolated(unsafe) var layout: L
    let content: Content

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension _LayoutRoot: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        var context = context
        context.stackAxis = L.layoutProperties.stackOrientation
        let cache = node.firstModifierState { LayoutCacheBox<L>() }.state
        node.show(content, laidOutBy: CustomNodeLayout(layout: layout, cache: cache), context: context)
    }
}

extension _LayoutRoot: Animatable {
    /// A layout with animatable parameters animates them.
    public nonisolated var animatableData: L.AnimatableData {
        get { layout.animatableData }
        set { layout.animatableData = newValue }
    }
}

/// A layout's cache and the subviews it was made for.
final class LayoutCacheBox<L: Layout> {
    var cache: L.Cache?
    var subviewIDs: [ObjectIdentifier] = []
}

/// Runs a ``Layout`` over a node's children.
struct CustomNodeLayout<L: Layout>: NodeLayout {
    let layout: L
    let cache: LayoutCacheBox<L>

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let subviews = self.subviews(of: node, placements: nil)
        var cache = currentCache(for: subviews)
        defer { self.cache.cache = cache }
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return CGSize(width: Self.clamped(size.width), height: Self.clamped(size.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let placements = LayoutPlacements()
        let subviews = self.subviews(of: node, placements: placements)
        var cache = currentCache(for: subviews)
        layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        self.cache.cache = cache
        // SwiftUI centres what a layout leaves unplaced, offered the layout's size.
        for subview in subviews where !placements.placed.contains(ObjectIdentifier(subview.node)) {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }

    private func subviews(of node: ViewNode, placements: LayoutPlacements?) -> LayoutSubviews {
        LayoutSubviews(node.childItems.map { LayoutSubview(node: $0, placements: placements) }, layoutDirection: node.environment.layoutDirection)
    }

    /// The cache, made for new subviews or updated when they changed.
    private func currentCache(for subviews: LayoutSubviews) -> L.Cache {
        let ids = subviews.map { ObjectIdentifier($0.node) }
        guard var existing = cache.cache else {
            cache.subviewIDs = ids
            return layout.makeCache(subviews: subviews)
        }
        if ids != cache.subviewIDs {
            cache.subviewIDs = ids
            layout.updateCache(&existing, subviews: subviews)
        }
        return existing
    }

    /// A layout's answer made usable: NaN and negative lengths are 0, infinite ones a
    /// large finite length.
    private static func clamped(_ length: CGFloat) -> CGFloat {
        length.isNaN ? 0 : min(max(0, length), 1e7)
    }
}
