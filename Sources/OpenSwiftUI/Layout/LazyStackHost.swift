import Foundation

/// The rows of a lazy stack made for the current window, laid out along the axis.
struct LazyStackHost<Content: View>: View, PrimitiveView {
    let axis: Axis
    let crossAlignment: CGFloat
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
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
        state.rows = rows
        state.count = rows.count
        if state.window.isEmpty || state.window.upperBound > rows.count {
            state.window = 0..<min(rows.count, Self.initialRows)
        }
        state.pin(pinned, in: pinned.isEmpty ? [] : rows.sectionSpans)
        let existing = node.childrenByIdentity
        var nodes: [ViewNode] = []
        var made: [Int] = []
        for index in state.rowsToMake() {
            guard let view = rows.view(at: index) else { continue }
            nodes.append(node.child(showing: view, identity: AnyHashable(LazyRowIndex(index: index)), reusing: existing, context: context))
            made.append(index)
        }
        state.made = made
        node.setChildren(nodes)
        node.setPlatformView(nil)
        node.setLayout(LazyStackLayout(axis: axis, crossAlignment: crossAlignment, spacing: spacing, state: state))
    }
}
