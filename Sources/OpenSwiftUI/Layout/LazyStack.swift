import Foundation

/// A vertical stack that makes its views only as they come near the visible part of the
/// scroll view it is in: for long scrolling content.
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 12) {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
/// }
/// ```
///
/// A `ForEach` counts as its elements without making them; a row is made when it is
/// within a screen's length of what shows, and its measured length is kept for the
/// offsets of the rows after it (rows not yet made count as the made ones' average).
/// Outside a scroll view every row is made, as in a `VStack`. Differs from SwiftUI:
/// section headers and footers scroll with the rows (`pinnedViews` does not pin them).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy column of the builder's views.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyStackHost(axis: .vertical, crossAlignment: alignment.fraction ?? 0.5, spacing: LazyStackLayout.spacing(spacing), content: content)
    }
}

/// A horizontal stack that makes its views only as they come near the visible part of the
/// scroll view it is in.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy row of the builder's views.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyStackHost(axis: .horizontal, crossAlignment: alignment.fraction ?? 0.5, spacing: LazyStackLayout.spacing(spacing), content: content)
    }
}

/// Which views of a lazy stack's sections stay at the scroll view's edge.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// What a lazy stack keeps between updates: the rows' measured lengths and the rows made.
@MainActor
final class LazyStackState {
    /// The measured rows' lengths; set them through `record(_:at:)`, which keeps the sum.
    private(set) var lengths: [Int: CGFloat] = [:]
    private var lengthSum: CGFloat = 0
    var window: Range<Int> = 0..<0
    var count = 0
    weak var observedScroller: ScrollHostView?

    /// The length of row `index`: measured, or the measured rows' average.
    func length(of index: Int) -> CGFloat {
        lengths[index] ?? estimate
    }

    /// Kept as a running sum: rows' offsets read it once per row on every scroll.
    var estimate: CGFloat {
        guard !lengths.isEmpty else { return 44 }
        return lengthSum / CGFloat(lengths.count)
    }

    /// The sum of the measured lengths.
    var measuredLength: CGFloat { lengthSum }

    /// Notes the measured length of row `index`.
    func record(_ length: CGFloat, at index: Int) {
        let safe = length.isFinite ? max(0, length) : 0
        lengthSum += safe - (lengths[index] ?? 0)
        lengths[index] = safe
    }
}

/// The rows of a lazy stack made for the current window, laid out along the axis.
struct LazyStackHost<Content: View>: View, PrimitiveView {
    let axis: Axis
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    /// Rows made beyond the window's ends on a first showing, before anything is measured.
    static var initialRows: Int { 24 }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { LazyStackState() }
        node.updateItself(from: context) { [weak node] context in
            guard let node else { return }
            self.update(node, context: context)
        }
        let rows = LazyRows(ListModel.reading(content))
        state.count = rows.count
        if state.window.isEmpty || state.window.upperBound > rows.count {
            state.window = 0..<min(rows.count, Self.initialRows)
        }
        let existing = node.childrenByIdentity
        var nodes: [ViewNode] = []
        for index in state.window {
            guard let view = rows.view(at: index) else { continue }
            nodes.append(node.child(showing: view, identity: AnyHashable(index), reusing: existing, context: context))
        }
        node.setChildren(nodes)
        node.setPlatformView(nil)
        node.setLayout(LazyStackLayout(axis: axis, crossAlignment: crossAlignment, spacing: spacing, state: state))
    }
}

/// A lazy stack's rows in order: section headers, rows and footers.
struct LazyRows {
    let model: ListModel

    init(_ model: ListModel) { self.model = model }

    var count: Int {
        model.sections.reduce(0) { $0 + $1.rowCount + ($1.header == nil ? 0 : 1) + ($1.footer == nil ? 0 : 1) }
    }

    @MainActor func view(at index: Int) -> AnyView? {
        var remaining = index
        for section in model.sections {
            if let header = section.header {
                if remaining == 0 { return header }
                remaining -= 1
            }
            if remaining < section.rowCount { return section.row(at: remaining)?.view }
            remaining -= section.rowCount
            if let footer = section.footer {
                if remaining == 0 { return footer }
                remaining -= 1
            }
        }
        return nil
    }
}

/// Places a lazy stack's made rows at their offsets, counting the rows not made at their
/// estimated length, and asks for other rows when the visible part moves past them.
struct LazyStackLayout: NodeLayout {
    let axis: Axis
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let state: LazyStackState

    /// The spacing asked for, or the system's 8 points; negative and non-finite spacing is 0.
    static func spacing(_ asked: CGFloat?) -> CGFloat {
        guard let asked else { return 8 }
        return asked.isFinite ? max(0, asked) : 0
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    private func rowProposal(_ cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    private func totalLength() -> CGFloat {
        guard state.count > 0 else { return 0 }
        let measured = state.measuredLength
        let unmeasured = CGFloat(max(0, state.count - state.lengths.count)) * state.estimate
        return measured + unmeasured + spacing * CGFloat(state.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        var crossLength: CGFloat = 0
        for (offset, item) in node.childItems.enumerated() {
            let size = item.sizeThatFits(rowProposal(crossProposal))
            state.record(main(size), at: state.window.lowerBound + offset)
            crossLength = max(crossLength, cross(size))
        }
        let crossSize = crossProposal.flatMap { $0.isFinite ? $0 : nil } ?? crossLength
        let mainSize = totalLength()
        return axis == .vertical ? CGSize(width: crossSize, height: mainSize) : CGSize(width: mainSize, height: crossSize)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let crossLength = cross(bounds.size)
        var position: CGFloat = 0
        for index in 0..<state.window.lowerBound { position += state.length(of: index) + spacing }
        for (offset, item) in node.childItems.enumerated() {
            let size = item.sizeThatFits(rowProposal(crossLength))
            state.record(main(size), at: state.window.lowerBound + offset)
            let crossOffset = (crossLength - cross(size)) * crossAlignment
            let frame = axis == .vertical
                ? CGRect(x: bounds.minX + crossOffset, y: bounds.minY + position, width: size.width, height: size.height)
                : CGRect(x: bounds.minX + position, y: bounds.minY + crossOffset, width: size.width, height: size.height)
            item.place(in: frame)
            position += main(size) + spacing
        }
        Self.watchScrolling(node: node, bounds: bounds, axis: axis, spacing: spacing, state: state)
    }

    /// Registers with the scroll view a lazy container (a stack, a grid's rows) is in and
    /// asks for the rows that show now.
    static func watchScrolling(node: ViewNode, bounds: CGRect, axis: Axis, spacing: CGFloat, state: LazyStackState) {
        guard let scroller = node.enclosingScrollHost() else {
            // Outside a scroll view every row is made.
            if state.window != 0..<state.count {
                state.window = 0..<state.count
                node.setNeedsBody()
            }
            return
        }
        let host = scroller.host, stackOrigin = CGPoint(x: bounds.minX - scroller.node.frame.minX, y: bounds.minY - scroller.node.frame.minY)
        let check: @MainActor () -> Void = { [weak node, state, axis, spacing] in
            guard let node else { return }
            let visible = host.scrollView.bounds
            let start = (axis == .vertical ? visible.minY - stackOrigin.y : visible.minX - stackOrigin.x)
            let length = axis == .vertical ? visible.height : visible.width
            // Geometry that is not finite (an offset of NaN, margins of infinity) asks for nothing.
            guard start.isFinite, length.isFinite, length >= 0 else { return }
            // A screen's length either side of what shows.
            let needed = LazyStackLayout.rows(covering: (start - length)...(start + 2 * length), state: state, spacing: spacing)
            guard !needed.isEmpty, needed.lowerBound < state.window.lowerBound || needed.upperBound > state.window.upperBound
                    || state.window.count > needed.count * 2 else { return }
            state.window = needed
            node.setNeedsBody()
        }
        host.lazyStackWatchers[ObjectIdentifier(node)] = check
        check()
    }

    /// The rows whose extent meets `range` along the axis.
    @MainActor static func rows(covering range: ClosedRange<CGFloat>, state: LazyStackState, spacing: CGFloat) -> Range<Int> {
        guard state.count > 0 else { return 0..<0 }
        var position: CGFloat = 0
        var first: Int?
        var index = 0
        while index < state.count {
            let end = position + state.length(of: index)
            if first == nil, end >= range.lowerBound { first = index }
            if position > range.upperBound { break }
            position = end + spacing
            index += 1
        }
        return (first ?? max(0, state.count - 1))..<max(index, (first ?? 0) + 1)
    }
}

extension ViewNode {
    /// The nearest scroll view above this node.
    func enclosingScrollHost() -> (node: ViewNode, host: ScrollHostView)? {
        var current = parent
        while let node = current {
            if let host = node.platformView as? ScrollHostView { return (node, host) }
            current = node.parent
        }
        return nil
    }
}
