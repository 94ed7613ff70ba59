import Foundation

/// A frame of fixed width, height or both around the content, which is aligned inside it.
struct FixedFrameModifier: PrimitiveModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        node.show(content, laidOutBy: FixedFrameLayout(width: width, height: height, alignment: alignment), context: context)
    }
}

struct FixedFrameLayout: NodeLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        // Only a dimension the frame leaves open asks the content.
        if let width, let height { return CGSize(width: width, height: height) }
        let inner = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let content = ImplicitStackLayout().sizeThatFits(inner, node: node)
        return CGSize(width: width ?? content.width, height: height ?? content.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        placeContent(of: node, in: bounds, alignment: alignment)
    }
}

/// A frame with minimum, ideal and maximum lengths: it is as large as the content, made
/// larger by a minimum, and grows with the proposal up to a maximum (`.infinity` fills).
struct FlexibleFrameModifier: PrimitiveModifier {
    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let layout = FlexibleFrameLayout(
            width: FlexibleFrameLayout.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: FlexibleFrameLayout.Limits(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        node.show(content, laidOutBy: layout, context: context)
    }
}

struct FlexibleFrameLayout: NodeLayout {
    struct Limits {
        let min: CGFloat?
        let ideal: CGFloat?
        let max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // Contradictory limits (a minimum above the maximum) keep the minimum, as
            // SwiftUI does after logging them; NaN limits are dropped.
            let minimum = min.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
            let maximum = max.flatMap { $0.isNaN ? nil : Swift.max(0, $0) }
            self.min = minimum
            self.ideal = ideal.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
            if let minimum, let maximum, maximum < minimum {
                self.max = minimum
            } else {
                self.max = maximum
            }
        }

        var isOpen: Bool { min == nil && max == nil }

        /// The length offered to the content.
        func proposal(for proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            var length = proposed
            if let min { length = Swift.max(min, length) }
            if let max { length = Swift.min(max, length) }
            return length
        }

        /// The frame's length around content of length `content`.
        func length(for proposed: CGFloat?, content: CGFloat) -> CGFloat {
            if isOpen { return content }
            // With a maximum the frame takes what is offered up to it; without one it hugs
            // the content, never past the offer. A minimum then widens either.
            var length = max.map { Swift.min($0, proposed ?? ideal ?? content) } ?? Swift.min(content, proposed ?? content)
            if let min { length = Swift.max(min, length) }
            return length.isFinite ? length : content
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let inner = ProposedViewSize(width: width.proposal(for: proposal.width), height: height.proposal(for: proposal.height))
        let content = ImplicitStackLayout().sizeThatFits(inner, node: node)
        return CGSize(
            width: width.length(for: proposal.width, content: content.width),
            height: height.length(for: proposal.height, content: content.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        placeContent(of: node, in: bounds, alignment: alignment, proposal: ProposedViewSize(
            width: width.proposal(for: bounds.width), height: height.proposal(for: bounds.height)))
    }
}

/// Places a frame's content, sized for the frame (or `proposal`), aligned inside it.
@MainActor
func placeContent(of node: ViewNode, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize? = nil) {
    let inner = proposal ?? ProposedViewSize(bounds.size)
    let size = ImplicitStackLayout().sizeThatFits(inner, node: node)
    let direction = node.environment.layoutDirection
    var origin = alignment.origin(of: size, in: bounds, layoutDirection: direction)
    let fractional = alignment.horizontal.fraction != nil && alignment.vertical.fraction != nil
    if !fractional || node.graph.usesAlignmentGuides, let content = node.childItems.first, node.childItems.count == 1 {
        // The content's guide meets the frame's own (its default value for the frame's size).
        let frame = ViewDimensions(size: bounds.size), inside = content.dimensions(for: size)
        let x = frame[alignment.horizontal] - inside[alignment.horizontal]
        origin.x = direction == .rightToLeft ? bounds.maxX - x - size.width : bounds.minX + x
        origin.y = bounds.minY + frame[alignment.vertical] - inside[alignment.vertical]
    }
    ImplicitStackLayout().placeChildren(of: node, in: CGRect(origin: origin, size: size))
}

extension View {
    /// Puts the view in a frame of a fixed width, height or both, aligned inside it; a
    /// dimension left `nil` is the view's own.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").frame(width: 44, height: 44)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        func clean(_ length: CGFloat?) -> CGFloat? { length.map { $0.isFinite ? max(0, $0) : 0 } }
        return modifier(FixedFrameModifier(width: clean(width), height: clean(height), alignment: alignment))
    }

    /// Puts the view in a flexible frame: at least the minimum, at most the maximum, its
    /// ideal size when nothing is proposed. `maxWidth: .infinity` takes all the width
    /// offered.
    ///
    /// ```swift
    /// Text(title).frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    ///
    /// A minimum above the maximum keeps the minimum (SwiftUI logs such frames).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameModifier(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
