import Foundation

/// `alignmentGuide(_:computeValue:)`: the view's value for a guide, worked out from its
/// dimensions, kept on the modifier's node.
struct AlignmentGuideModifier: PrimitiveModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.graph.usesAlignmentGuides = true
        node.modifierState = AlignmentGuideBox(key: key, compute: compute)
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A guide's value computation on a node.
final class AlignmentGuideBox {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat

    init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
    }
}

extension View {
    /// Sets where a horizontal guide lies in this view, from its dimensions: stacks and
    /// frames aligned on that guide line the view up there.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { d in d[.leading] - 20 }
    /// }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Sets where a vertical guide lies in this view, from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
