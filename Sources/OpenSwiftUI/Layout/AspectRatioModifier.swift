import Foundation

/// How content fits a space of another shape: whole inside it, or covering it.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The whole content shows; space may be left over.
    case fit
    /// The content covers the space; some may lie outside it.
    case fill
}

/// `aspectRatio(_:contentMode:)`: offers the content the largest (fit) or smallest (fill)
/// size of the ratio for the proposal, and centres it.
struct AspectRatioModifier: PrimitiveModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: AspectRatioLayout(ratio: ratio, contentMode: contentMode), context: context)
    }
}

struct AspectRatioLayout: NodeLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        ImplicitStackLayout().sizeThatFits(contentProposal(for: proposal, node: node), node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let size = ImplicitStackLayout().sizeThatFits(contentProposal(for: ProposedViewSize(bounds.size), node: node), node: node)
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        ImplicitStackLayout().placeChildren(of: node, in: CGRect(origin: origin, size: size))
    }

    /// The size of the ratio the content is offered for `proposal`; the ratio is the
    /// content's ideal one when none was given (or the one given is not a positive number).
    private func contentProposal(for proposal: ProposedViewSize, node: ViewNode) -> ProposedViewSize {
        let ideal = ImplicitStackLayout().sizeThatFits(.unspecified, node: node)
        let given = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let idealRatio = ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1
        let r = given ?? idealRatio
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fits = byWidth.height <= h
            return ProposedViewSize(contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth))
        case let (w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?):
            return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let base = ideal.width > 0 ? ideal.width : 10
            return ProposedViewSize(width: base, height: base / r)
        }
    }
}

extension View {
    /// Gives the view a width-to-height ratio, fitting inside or filling the space offered.
    ///
    /// ```swift
    /// Image("poster").resizable().aspectRatio(2 / 3, contentMode: .fit)
    /// ```
    ///
    /// - Parameters:
    ///   - aspectRatio: Width divided by height; `nil` (or a value that is not a positive
    ///     number) keeps the view's own ideal ratio.
    ///   - contentMode: Whether the view fits inside the space or fills it.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Gives the view the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode))
    }

    /// Scales the view to fit the space offered, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill the space offered, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
