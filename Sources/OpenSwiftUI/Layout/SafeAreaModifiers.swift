import Foundation

/// `ignoresSafeArea(_:edges:)`: content whose frame meets the safe area's edge reaches on to
/// the hosting view's edge (under bars and the home indicator).
struct IgnoresSafeAreaModifier: PrimitiveModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []), context: context)
    }
}

struct IgnoresSafeAreaLayout: NodeLayout {
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ImplicitStackLayout().sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        // The content keeps the safe area (a geometry reader inside reads the insets it covers).
        let graph = node.graph
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let expanded = Self.expand(bounds, safe: graph.safeRect, full: graph.fullRect, edges: edges, rightToLeft: rightToLeft)
        ImplicitStackLayout().placeChildren(of: node, in: expanded)
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        ImplicitStackLayout().explicitGuide(key, of: node, size: size)
    }

    /// `bounds` grown to the full rectangle on each of `edges` where it meets the safe
    /// rectangle's edge (within half a point).
    static func expand(_ bounds: CGRect, safe: CGRect, full: CGRect, edges: Edge.Set, rightToLeft: Bool) -> CGRect {
        guard !safe.isEmpty, !full.isEmpty else { return bounds }
        var minX = bounds.minX, maxX = bounds.maxX, minY = bounds.minY, maxY = bounds.maxY
        let left: Edge = rightToLeft ? .trailing : .leading, right: Edge = rightToLeft ? .leading : .trailing
        if edges.contains(Edge.Set(.top)), minY <= safe.minY + 0.5 { minY = min(minY, full.minY) }
        if edges.contains(Edge.Set(.bottom)), maxY >= safe.maxY - 0.5 { maxY = max(maxY, full.maxY) }
        if edges.contains(Edge.Set(left)), minX <= safe.minX + 0.5 { minX = min(minX, full.minX) }
        if edges.contains(Edge.Set(right)), maxX >= safe.maxX - 0.5 { maxX = max(maxX, full.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: a view along one edge, and the main
/// content's safe area shrunk by it (content that ignores the safe area runs beneath it).
struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    let inset: Inset

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.setPlatformView(nil)
        node.setLayout(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing))
        var insetContext = context
        insetContext.stackAxis = nil
        node.updateChild(at: 0, with: content, context: context)
        node.updateChild(at: 1, with: inset, context: insetContext)
        node.removeChildren(from: 2)
    }
}

struct SafeAreaInsetLayout: NodeLayout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    private var vertical: Bool { edge == .top || edge == .bottom }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard node.children.count == 2 else { return .zero }
        let inset = insetSize(node.children[1], proposal: proposal)
        let taken = (vertical ? inset.height : inset.width) + spacing
        let main = node.children[0].sizeThatFits(vertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - taken) })
            : ProposedViewSize(width: proposal.width.map { max(0, $0 - taken) }, height: proposal.height))
        return vertical
            ? CGSize(width: max(main.width, inset.width), height: main.height + taken)
            : CGSize(width: main.width + taken, height: max(main.height, inset.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        guard node.children.count == 2 else { return }
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let inset = insetSize(node.children[1], proposal: ProposedViewSize(bounds.size))
        var insetFrame = CGRect(origin: alignment.origin(of: inset, in: bounds, layoutDirection: node.environment.layoutDirection), size: inset)
        var main = bounds
        let taken = (vertical ? inset.height : inset.width) + spacing
        let physical: Edge = edge == .leading ? (rightToLeft ? .trailing : .leading) : edge == .trailing ? (rightToLeft ? .leading : .trailing) : edge
        switch physical {
        case .top:
            insetFrame.origin.y = bounds.minY
            main = CGRect(x: bounds.minX, y: bounds.minY + taken, width: bounds.width, height: max(0, bounds.height - taken))
        case .bottom:
            insetFrame.origin.y = bounds.maxY - inset.height
            main.size.height = max(0, bounds.height - taken)
        case .leading:
            insetFrame.origin.x = bounds.minX
            main = CGRect(x: bounds.minX + taken, y: bounds.minY, width: max(0, bounds.width - taken), height: bounds.height)
        case .trailing:
            insetFrame.origin.x = bounds.maxX - inset.width
            main.size.width = max(0, bounds.width - taken)
        }
        let graph = node.graph
        var safe = graph.safeRect
        switch physical {
        case .top: safe = Self.cut(safe, minY: main.minY)
        case .bottom: safe = Self.cut(safe, maxY: main.maxY)
        case .leading: safe = Self.cut(safe, minX: main.minX)
        case .trailing: safe = Self.cut(safe, maxX: main.maxX)
        }
        graph.withSafeRect(safe) { node.children[0].place(in: main) }
        node.children[1].place(in: insetFrame)
    }

    private func insetSize(_ inset: ViewNode, proposal: ProposedViewSize) -> CGSize {
        inset.sizeThatFits(vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height))
    }

    /// The safe rectangle with one edge moved inward to `value`, when that is inward.
    static func cut(_ rect: CGRect, minX: CGFloat? = nil, maxX: CGFloat? = nil, minY: CGFloat? = nil, maxY: CGFloat? = nil) -> CGRect {
        var x0 = rect.minX, x1 = rect.maxX, y0 = rect.minY, y1 = rect.maxY
        if let minX { x0 = max(x0, minX) }
        if let maxX { x1 = min(x1, maxX) }
        if let minY { y0 = max(y0, minY) }
        if let maxY { y1 = min(y1, maxY) }
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// `safeAreaPadding(_:)`: padding that is also safe area, so content that ignores the safe
/// area reaches back over it.
struct SafeAreaPaddingModifier: PrimitiveModifier {
    let insets: EdgeInsets

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: SafeAreaPaddingLayout(padding: PaddingLayout(insets: insets.sanitized)), context: context)
    }
}

struct SafeAreaPaddingLayout: NodeLayout {
    let padding: PaddingLayout

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        padding.sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let insets = padding.insets
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading, right = rightToLeft ? insets.leading : insets.trailing
        let safe = SafeAreaInsetLayout.cut(
            node.graph.safeRect, minX: bounds.minX + left, maxX: bounds.maxX - right, minY: bounds.minY + insets.top, maxY: bounds.maxY - insets.bottom)
        node.graph.withSafeRect(safe) { padding.placeChildren(of: node, in: bounds) }
    }

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        padding.explicitGuide(key, of: node, size: size)
    }
}

extension View {
    /// Lets the view reach past the safe area on `edges`, under bars and the home indicator,
    /// where its frame meets the safe area's edge.
    ///
    /// ```swift
    /// Color.indigo.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// Places a view along the top or bottom edge and shrinks the safe area of this view's
    /// content by its height (and `spacing`, 0 by default).
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) { ComposeBar() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: Self.insetSpacing(spacing), inset: content()))
    }

    /// Places a view along the leading or trailing edge and shrinks the safe area of this
    /// view's content by its width.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(SafeAreaInsetModifier(
            edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: Self.insetSpacing(spacing), inset: content()))
    }

    /// Adds `insets` to the view's safe area: the content sits inside them, and content that
    /// ignores the safe area reaches back over them.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 points by default) to the safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    private static func insetSpacing(_ spacing: CGFloat?) -> CGFloat {
        spacing.map { $0.isFinite ? max(0, $0) : 0 } ?? 0
    }
}
