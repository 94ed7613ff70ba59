import Foundation

/// SwiftUI's stack algorithm along one axis.
///
/// With a bounded proposal, children are offered space in order of layout priority
/// (highest first, keeping back what lower priorities need at least), and within one
/// priority from the least flexible to the most: each is offered an equal share of what
/// is left and takes what it chooses. Across the axis, children are offered the stack's
/// proposal and aligned. With an unspecified proposal, each child takes its ideal size.
@MainActor
struct StackLayout {
    let axis: Axis
    /// Where children line up across the axis, as a fraction of the free space (0 is the top,
    /// or the leading edge), when no guide is read.
    let alignment: CGFloat
    let spacing: CGFloat?
    /// The guide children line up on across the axis, when the stack has one.
    let crossGuide: CrossGuide?

    /// A stack's alignment guide: horizontal for a vertical stack, vertical for a horizontal one.
    enum CrossGuide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)

        /// Whether the guide is a fraction of each child's size (no text baselines, no guide of your own).
        var isFraction: Bool {
            switch self {
            case .horizontal(let guide): return guide.fraction != nil
            case .vertical(let guide): return guide.fraction != nil
            }
        }

        func value(in dimensions: ViewDimensions) -> CGFloat {
            switch self {
            case .horizontal(let guide): return dimensions[guide]
            case .vertical(let guide): return dimensions[guide]
            }
        }
    }

    /// The default gap between neighbours, SwiftUI's standard spacing on iOS.
    nonisolated static let defaultSpacing: CGFloat = 8

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, crossGuide: CrossGuide? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { $0.isFinite ? $0 : Self.defaultSpacing }
        self.crossGuide = crossGuide
    }

    /// A vertical stack's layout, its children lined up on `alignment`.
    init(vertical alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.init(axis: .vertical, alignment: alignment.fraction ?? 0.5, spacing: spacing, crossGuide: .horizontal(alignment))
    }

    /// A horizontal stack's layout, its children lined up on `alignment`.
    init(horizontal alignment: VerticalAlignment, spacing: CGFloat?) {
        self.init(axis: .horizontal, alignment: alignment.fraction ?? 0.5, spacing: spacing, crossGuide: .vertical(alignment))
    }

    /// Where each child starts across the axis, and the length they need, when children
    /// line up on a guide they may set themselves; `nil` when fractions of the free space do.
    private func crossPlacement(of items: [ViewNode], sizes: [CGSize]) -> (offsets: [CGFloat], length: CGFloat)? {
        guard let crossGuide, !items.isEmpty, !crossGuide.isFraction || items[0].graph.usesAlignmentGuides else { return nil }
        let guides = zip(items, sizes).map { item, size in crossGuide.value(in: item.dimensions(for: size)) }
        let line = guides.max() ?? 0
        let beyond = zip(sizes, guides).map { crossLength($0) - $1 }.max() ?? 0
        return (guides.map { line - $0 }, line + beyond)
    }

    private func crossLength(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    func size(of items: [ViewNode], proposal: ProposedViewSize, in node: ViewNode? = nil) -> CGSize {
        let sizes = childSizes(of: items, proposal: proposal, in: node)
        var size = size(containing: sizes)
        if let cross = crossPlacement(of: items, sizes: sizes) {
            if axis == .horizontal { size.height = cross.length } else { size.width = cross.length }
        }
        return size
    }

    func place(_ items: [ViewNode], in bounds: CGRect, direction: LayoutDirection, node: ViewNode? = nil) {
        let sizes = childSizes(of: items, proposal: ProposedViewSize(bounds.size), in: node)
        let guided = crossPlacement(of: items, sizes: sizes)
        // A guided block sits in the bounds as the fraction alignment would put it.
        let blockStart = guided.map { ((axis == .horizontal ? bounds.height : bounds.width) - $0.length) * alignment } ?? 0
        var cursor: CGFloat = 0
        let gap = spacing ?? Self.defaultSpacing
        for (index, (item, size)) in zip(items, sizes).enumerated() {
            var frame = CGRect(origin: .zero, size: size)
            switch axis {
            case .horizontal:
                let crossFree = bounds.height - size.height
                frame.origin.y = bounds.minY + (guided.map { blockStart + $0.offsets[index] } ?? crossFree * alignment)
                frame.origin.x = direction == .rightToLeft ? bounds.maxX - cursor - size.width : bounds.minX + cursor
                cursor += size.width + gap
            case .vertical:
                if let guided {
                    let fromLeading = blockStart + guided.offsets[index]
                    frame.origin.x = direction == .rightToLeft ? bounds.maxX - fromLeading - size.width : bounds.minX + fromLeading
                } else {
                    let crossFree = bounds.width - size.width
                    let fraction = direction == .rightToLeft ? 1 - alignment : alignment
                    frame.origin.x = bounds.minX + crossFree * fraction
                }
                frame.origin.y = bounds.minY + cursor
                cursor += size.height + gap
            }
            item.place(in: frame)
        }
    }

    /// The stack's value for `key` at `size`, from its children's: along the axis, the first
    /// child that sets it (the last, for the last text baseline), moved to where the child
    /// sits; across it, the line the children align on, or the first child's value.
    func explicitGuide(_ key: AlignmentKey, items: [ViewNode], size: CGSize, node: ViewNode?) -> CGFloat? {
        guard !items.isEmpty else { return nil }
        let sizes = childSizes(of: items, proposal: ProposedViewSize(size), in: node)
        let gap = spacing ?? Self.defaultSpacing
        var starts: [CGFloat] = []
        var cursor: CGFloat = 0
        for childSize in sizes {
            starts.append(cursor)
            cursor += length(childSize) + gap
        }
        let alongAxis = (key.axis == .vertical) == (axis == .vertical)
        if !alongAxis, key == crossKey { return crossGuideLine(items: items, sizes: sizes) }
        let order = key == VerticalAlignment.lastTextBaseline.key ? Array(items.indices.reversed()) : Array(items.indices)
        for index in order {
            guard let value = items[index].explicitGuide(key, size: sizes[index]) else { continue }
            return alongAxis ? starts[index] + value : value
        }
        return nil
    }

    /// The key of the guide the children line up on across the axis.
    private var crossKey: AlignmentKey? {
        switch crossGuide {
        case .horizontal(let guide)?: return guide.key
        case .vertical(let guide)?: return guide.key
        case nil: return nil
        }
    }

    /// Where the children's guides meet, from the cross edge.
    private func crossGuideLine(items: [ViewNode], sizes: [CGSize]) -> CGFloat {
        guard let crossGuide else { return 0 }
        return zip(items, sizes).map { crossGuide.value(in: $0.dimensions(for: $1)) }.max() ?? 0
    }

    // MARK: Sizing

    private func size(containing sizes: [CGSize]) -> CGSize {
        guard !sizes.isEmpty else { return .zero }
        let gaps = (spacing ?? Self.defaultSpacing) * CGFloat(sizes.count - 1)
        switch axis {
        case .horizontal: return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        case .vertical: return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        }
    }

    private func length(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }

    private func proposal(along length: CGFloat?, cross: ProposedViewSize) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: length, height: cross.height) : ProposedViewSize(width: cross.width, height: length)
    }

    /// The size each child takes for the stack's proposal; the stack's node, when given,
    /// remembers the answer for its last proposal (measuring and placing ask the same).
    private func childSizes(of items: [ViewNode], proposal: ProposedViewSize, in node: ViewNode?) -> [CGSize] {
        if let node, let known = node.lastChildSizes.first(where: { $0.proposal == proposal }) { return known.sizes }
        let sizes = measureChildren(items, proposal: proposal)
        if let node {
            if node.lastChildSizes.count == 2 { node.lastChildSizes.removeFirst() }
            node.lastChildSizes.append((proposal, sizes))
        }
        return sizes
    }

    private func measureChildren(_ items: [ViewNode], proposal: ProposedViewSize) -> [CGSize] {
        // Plain loops: this runs over every child of a stack on each layout.
        var sizes = [CGSize](repeating: .zero, count: items.count)
        guard let mainLength = axis == .horizontal ? proposal.width : proposal.height else {
            let ideal = self.proposal(along: nil, cross: proposal)
            for index in items.indices { sizes[index] = items[index].sizeThatFits(ideal) }
            return sizes
        }
        let gaps = (spacing ?? Self.defaultSpacing) * CGFloat(max(0, items.count - 1))
        var available = max(0, mainLength - gaps)
        var minimums = [CGFloat](repeating: 0, count: items.count)
        var maximums = [CGFloat](repeating: 0, count: items.count)
        var itemPriorities = [Double](repeating: 0, count: items.count)
        let smallest = self.proposal(along: 0, cross: proposal), largest = self.proposal(along: .infinity, cross: proposal)
        for index in items.indices {
            let item = items[index]
            minimums[index] = length(item.sizeThatFits(smallest))
            maximums[index] = length(item.sizeThatFits(largest))
            itemPriorities[index] = item.layoutPriority
        }

        let priorities = Set(itemPriorities).sorted(by: >)
        for priority in priorities {
            let group = priorities.count == 1 ? Array(items.indices) : items.indices.filter { itemPriorities[$0] == priority }
            let reservedForLower = priorities.count == 1 ? 0 : items.indices
                .filter { itemPriorities[$0] < priority }
                .reduce(0) { $0 + minimums[$1] }
            var remaining = max(0, available - reservedForLower)
            // Spacers take what the others leave: their least is kept back, the others are
            // offered the rest as if the spacers were not there, then the spacers share it.
            let spacers = group.filter { items[$0].layout is SpacerLayout }
            let others = spacers.isEmpty ? group : group.filter { !(items[$0].layout is SpacerLayout) }
            let spacerMinimum = spacers.reduce(0) { $0 + minimums[$1] }
            remaining = max(0, remaining - spacerMinimum)
            var taken = offerSpace(to: others, remaining: &remaining, items: items, bounds: (minimums, maximums), proposal: proposal, sizes: &sizes)
            remaining += spacerMinimum
            taken += offerSpace(to: spacers, remaining: &remaining, items: items, bounds: (minimums, maximums), proposal: proposal, sizes: &sizes)
            available = max(0, available - taken)
        }
        return sizes
    }

    /// Offers `remaining` length to children of one priority from the least flexible to the
    /// most, each an equal share of what is left; returns the length they took.
    private func offerSpace(
        to group: [Int], remaining: inout CGFloat, items: [ViewNode], bounds: (minimums: [CGFloat], maximums: [CGFloat]),
        proposal: ProposedViewSize, sizes: inout [CGSize]
    ) -> CGFloat {
        let (minimums, maximums) = bounds
        // Children as flexible as each other (rows of one height) keep their order unsorted.
        let firstFlexibility = group.first.map { maximums[$0] - minimums[$0] } ?? 0
        let evenlyFlexible = group.allSatisfy { maximums[$0] - minimums[$0] == firstFlexibility }
        let byFlexibility = evenlyFlexible ? group : group.sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
        var left = CGFloat(byFlexibility.count)
        var taken: CGFloat = 0
        // When every child can have its ideal length (the greedy ones their least), each
        // bounded child gets it: an equal share must not cut a text the stack has room for.
        let needed = group.reduce(0) { $0 + (maximums[$1].isFinite ? maximums[$1] : minimums[$1]) }
        let roomForIdeals = needed <= remaining + 0.001
        for index in byFlexibility {
            var share = max(0, remaining / left)
            if roomForIdeals, maximums[index].isFinite { share = max(share, maximums[index]) }
            let size = items[index].sizeThatFits(self.proposal(along: share, cross: proposal))
            sizes[index] = size
            remaining -= length(size)
            taken += length(size)
            left -= 1
        }
        return taken
    }
}

/// The layout of `HStack` and `VStack`: a stack of the node's children.
struct StackNodeLayout: NodeLayout {
    let stack: StackLayout

    func explicitGuide(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        stack.explicitGuide(key, items: node.childItems, size: size, node: node)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        stack.size(of: node.childItems, proposal: proposal, in: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        stack.place(node.childItems, in: bounds, direction: node.environment.layoutDirection, node: node)
    }
}
