import Foundation

/// A grid that grows down in rows, its columns set by grid items, making its cells only
/// as they come near the visible part of the scroll view it is in.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 110))], spacing: 12) {
///         ForEach(posters) { PosterView(poster: $0) }
///     }
/// }
/// ```
///
/// Rows are made within a screen's length of what shows (outside a scroll view, all of
/// them); section headers and footers span the grid. Differs from SwiftUI: headers and
/// footers scroll with the cells (`pinnedViews` does not pin them).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, its rows `spacing` apart.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridHost(axis: .vertical, items: columns, crossAlignment: alignment.fraction ?? 0.5,
                     spacing: LazyStackLayout.spacing(spacing), content: content)
    }
}

/// A grid that grows sideways in columns, its rows set by grid items, making its cells
/// only as they come near the visible part of the scroll view it is in.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, its columns `spacing` apart.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridHost(axis: .horizontal, items: rows, crossAlignment: alignment.fraction ?? 0.5,
                     spacing: LazyStackLayout.spacing(spacing), content: content)
    }
}

/// One line of a lazy grid along its growing axis: a section's header or footer across
/// the grid, or up to a track's count of a section's cells.
enum LazyGridLine: Equatable {
    case header(section: Int)
    case footer(section: Int)
    case cells(section: Int, first: Int, count: Int)

    /// The lines of `model` with `tracks` cells a line.
    static func lines(of model: ListModel, tracks: Int) -> [LazyGridLine] {
        let perLine = max(1, tracks)
        var lines: [LazyGridLine] = []
        for (index, section) in model.sections.enumerated() {
            if section.header != nil { lines.append(.header(section: index)) }
            for first in stride(from: 0, to: section.rowCount, by: perLine) {
                lines.append(.cells(section: index, first: first, count: min(perLine, section.rowCount - first)))
            }
            if section.footer != nil { lines.append(.footer(section: index)) }
        }
        return lines
    }
}

/// What a lazy grid keeps between updates: its lines' lengths and window (as a lazy
/// stack's rows), the track count the last layout found, and which children each made
/// line has.
@MainActor
final class LazyGridState {
    let lines = LazyStackState()
    var trackCount: Int?
    var madeLines: [(line: LazyGridLine, children: Range<Int>)] = []
}

/// The cells of a lazy grid's window of lines.
struct LazyGridHost<Content: View>: View, PrimitiveView {
    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    /// Lines made on a first showing, before anything is measured.
    static var initialLines: Int { 12 }

    fileprivate struct CellKey: Hashable {
        let section: Int, item: Int, kind: Int
    }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { LazyGridState() }
        node.updateItself(from: context) { [weak node] context in
            guard let node else { return }
            self.update(node, context: context)
        }
        let model = ListModel.reading(content)
        // Before the first layout the adaptive items' count is not known: one track each.
        let tracks = state.trackCount ?? max(1, items.count)
        let lines = LazyGridLine.lines(of: model, tracks: tracks)
        let window = state.lines
        window.count = lines.count
        if window.window.isEmpty || window.window.upperBound > lines.count {
            window.window = 0..<min(lines.count, Self.initialLines)
        }
        let existing = node.childrenByIdentity
        var nodes: [ViewNode] = []
        var made: [(line: LazyGridLine, children: Range<Int>)] = []
        for index in window.window {
            let start = nodes.count
            let line = lines[index]
            for (view, key) in Self.cells(of: line, in: model) {
                nodes.append(node.child(showing: view, identity: AnyHashable(key), reusing: existing, context: context))
            }
            made.append((line, start..<nodes.count))
        }
        state.madeLines = made
        node.setChildren(nodes)
        node.setPlatformView(nil)
        node.setLayout(LazyGridLayout(axis: axis, items: items, crossAlignment: crossAlignment, spacing: spacing, state: state))
    }
}

extension LazyGridHost {
    /// The views of a line with the keys that identify them.
    @MainActor fileprivate static func cells(of line: LazyGridLine, in model: ListModel) -> [(AnyView, CellKey)] {
        switch line {
        case .header(let section):
            return model.sections[section].header.map { [($0, CellKey(section: section, item: -1, kind: 1))] } ?? []
        case .footer(let section):
            return model.sections[section].footer.map { [($0, CellKey(section: section, item: -1, kind: 2))] } ?? []
        case .cells(let section, let first, let count):
            return (first..<(first + count)).compactMap { item in
                model.sections[section].row(at: item).map { ($0.view, CellKey(section: section, item: item, kind: 0)) }
            }
        }
    }
}

/// Places a lazy grid's made lines at their offsets along the growing axis (lines not
/// made count at the made ones' average length) and each cell in its track.
struct LazyGridLayout: NodeLayout {
    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let state: LazyGridState

    private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func proposal(cross: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    /// The tracks for `length` across; a new count makes the grid deal its cells again.
    private func tracks(for length: CGFloat?, node: ViewNode) -> GridTracks {
        let tracks = GridTracks(items: items, length: length)
        if length != nil, state.trackCount != tracks.count {
            state.trackCount = tracks.count
            node.setNeedsBody()
        }
        return tracks
    }

    /// Each made line's length along the axis, its cells measured in their tracks.
    private func measure(_ node: ViewNode, tracks: GridTracks, across: CGFloat?) -> [CGFloat] {
        let children = node.children
        return state.madeLines.enumerated().map { offset, made in
            var length: CGFloat = 0
            for (slot, index) in made.children.enumerated() where children.indices.contains(index) {
                let width: CGFloat? = if case .cells = made.line { tracks.tracks.indices.contains(slot) ? tracks.tracks[slot].length : nil } else { across }
                for item in children[index].layoutItems { length = max(length, main(item.sizeThatFits(proposal(cross: width)))) }
            }
            state.lines.record(length, at: state.lines.window.lowerBound + offset)
            return length
        }
    }

    private func totalLength() -> CGFloat {
        let lines = state.lines
        guard lines.count > 0 else { return 0 }
        let unmeasured = CGFloat(max(0, lines.count - lines.lengths.count)) * lines.estimate
        return lines.measuredLength + unmeasured + spacing * CGFloat(lines.count - 1)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let across = (axis == .vertical ? proposal.width : proposal.height).flatMap { $0.isFinite ? $0 : nil }
        let tracks = tracks(for: across, node: node)
        _ = measure(node, tracks: tracks, across: across ?? tracks.extent)
        let crossSize = across ?? tracks.extent
        return axis == .vertical ? CGSize(width: crossSize, height: totalLength()) : CGSize(width: totalLength(), height: crossSize)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let across = cross(bounds.size)
        let tracks = tracks(for: across, node: node)
        let lengths = measure(node, tracks: tracks, across: across)
        // The tracks sit in the grid's width by its alignment.
        let inset = max(0, across - tracks.extent) * crossAlignment
        var position: CGFloat = 0
        for index in 0..<state.lines.window.lowerBound { position += state.lines.length(of: index) + spacing }
        let children = node.children
        for (made, length) in zip(state.madeLines, lengths) {
            for (slot, index) in made.children.enumerated() where children.indices.contains(index) {
                let track: GridTracks.Track
                if case .cells = made.line {
                    guard tracks.tracks.indices.contains(slot) else { continue }
                    track = tracks.tracks[slot]
                } else {
                    track = GridTracks.Track(offset: -inset, length: across, alignment: nil)
                }
                for item in children[index].layoutItems {
                    place(item, in: track, at: position, length: length, inset: inset, bounds: bounds, layoutDirection: node.environment.layoutDirection)
                }
            }
            position += length + spacing
        }
        LazyStackLayout.watchScrolling(node: node, bounds: bounds, axis: axis, spacing: spacing, state: state.lines)
    }

    /// Places a cell in its track's part of a line, by the item's alignment (centred).
    private func place(_ item: ViewNode, in track: GridTracks.Track, at position: CGFloat, length: CGFloat, inset: CGFloat,
                       bounds: CGRect, layoutDirection: LayoutDirection) {
        let size = item.sizeThatFits(proposal(cross: track.length))
        let cell = axis == .vertical
            ? CGRect(x: bounds.minX + inset + track.offset, y: bounds.minY + position, width: track.length, height: length)
            : CGRect(x: bounds.minX + position, y: bounds.minY + inset + track.offset, width: length, height: track.length)
        let origin = (track.alignment ?? .center).origin(of: size, in: cell, layoutDirection: layoutDirection)
        item.place(in: CGRect(origin: origin, size: size))
    }
}
