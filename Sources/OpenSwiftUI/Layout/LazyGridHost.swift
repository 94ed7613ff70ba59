import Foundation

/// The cells of a lazy grid's window of lines.
struct LazyGridHost<Content: View>: View, PrimitiveView {
    let axis: Axis
    let items: [GridItem]
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
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
        window.pin(pinned, in: pinned.isEmpty ? [] : LazyGridLine.sectionSpans(of: lines))
        let existing = node.childrenByIdentity
        var nodes: [ViewNode] = []
        var made: [(index: Int, line: LazyGridLine, children: Range<Int>)] = []
        for index in window.rowsToMake() {
            let start = nodes.count
            let line = lines[index]
            for (view, key) in Self.cells(of: line, in: model) {
                nodes.append(node.child(showing: view, identity: AnyHashable(key), reusing: existing, context: context))
            }
            made.append((index, line, start..<nodes.count))
        }
        state.madeLines = made
        window.made = made.map(\.index)
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
