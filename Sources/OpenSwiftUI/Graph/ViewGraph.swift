import Foundation

/// The nodes behind one hosting view: it resolves the root view into nodes, runs the
/// bodies whose state changed, and lays the nodes out.
///
/// Data flows one way: a state change marks its node, the hosting view's update pass runs
/// the marked bodies (outermost first), then layout sizes and places the nodes, and the
/// drawn views are put in place.
@MainActor
final class ViewGraph {
    /// The root node; its view is the hosting view's root view.
    private(set) lazy var root = ViewNode(graph: self, parent: nil, viewType: ObjectIdentifier(ViewGraph.self), identity: nil)
    /// Called when a body needs to run: the hosting view schedules its update.
    var onNeedsUpdate: () -> Void = {}
    /// Called when the drawn views must be placed or collected again without an update.
    var onNeedsLayout: () -> Void = {}
    /// The view that hosts the graph.
    weak var host: UIView?
    /// The graph's own scene values, when its view is in no window scene.
    var sceneValues: AnyObject?

    private var nodesNeedingBody: [ViewNode] = []
    /// Where matched-geometry groups were last placed.
    let matchedGeometry = MatchedGeometryRegistry()
    /// Whether some view set an alignment guide: stacks then read their children's guides
    /// instead of aligning by fraction.
    var usesAlignmentGuides = false
    /// Numbers each update of the graph.
    private(set) var updateNumber: UInt64 = 0

    /// Resolves `view` as the root's content in `environment`, then runs any other bodies
    /// whose state changed meanwhile.
    func update(root view: some View, environment: EnvironmentValues) {
        updateNumber &+= 1
        root.update(with: view, context: ResolutionContext(environment: environment, stackAxis: nil, transaction: TransactionScope.current))
        runPendingBodies()
        verifySizes()
    }

    /// Nodes changed in this update whose ancestors keep their sizes unless the nodes'
    /// own sizes changed.
    private var nodesToVerify: [ViewNode] = []

    func verifySizesAfterUpdate(of node: ViewNode) {
        nodesToVerify.append(node)
    }

    /// Compares the changed nodes' sizes with their sizes before, deepest first, so a
    /// change that keeps its size costs its ancestors nothing.
    private func verifySizes() {
        guard !nodesToVerify.isEmpty else { return }
        let nodes = nodesToVerify.sorted { $0.depth > $1.depth }
        nodesToVerify.removeAll()
        for node in nodes { node.verifySizes() }
    }

    /// Runs the bodies whose state or dependencies changed, parents before children (a
    /// parent's run brings its children up to date, so they do not run twice).
    func updatePendingBodies() {
        updateNumber &+= 1
        runPendingBodies()
        verifySizes()
    }

    /// Whether some body waits to run.
    var hasPendingBodies: Bool { !nodesNeedingBody.isEmpty }

    /// Nodes that read their subtree's preferences, with what they do when those change:
    /// `true` when they asked to run again.
    private var preferenceReaders: [(node: WeakNode, check: () -> Bool)] = []

    private struct WeakNode {
        weak var node: ViewNode?
    }

    func addPreferenceReader(_ node: ViewNode, check: @escaping () -> Bool) {
        preferenceReaders.append((WeakNode(node: node), check))
    }

    /// Runs the bodies waiting, then lets preference readers see what the update changed
    /// (a reader that runs again can change preferences in turn; the rounds are bounded).
    private func runPendingBodies() {
        for _ in 0..<8 {
            runWaitingBodies()
            guard checkPreferenceReaders() else { return }
        }
    }

    /// Asks each live reader whether its preferences changed; whether one will run again.
    private func checkPreferenceReaders() -> Bool {
        guard !preferenceReaders.isEmpty else { return false }
        preferenceReaders.removeAll { $0.node.node == nil || $0.node.node?.parent == nil && $0.node.node !== root }
        var rerun = false
        for reader in preferenceReaders where reader.check() { rerun = true }
        return rerun
    }

    private func runWaitingBodies() {
        // A body can change state again while it runs (a bad pattern SwiftUI warns about):
        // the rounds are bounded so such a body cannot hang the update, and the body that
        // kept asking is reported as UIKit methods that invalidate themselves are.
        var rounds = 0
        while !nodesNeedingBody.isEmpty, rounds < UIUpdateLoopReport.repeatLimit {
            rounds += 1
            let nodes = nodesNeedingBody.sorted { $0.depth < $1.depth }
            nodesNeedingBody.removeAll()
            let transaction = TransactionScope.current
            for node in nodes { node.updateBodyIfNeeded(in: transaction) }
        }
        guard !nodesNeedingBody.isEmpty else { return }
        for typeName in Set(nodesNeedingBody.map(\.viewTypeName)).sorted() {
            UIUpdateLoopReport.handler(UIUpdateLoopReport(typeName: typeName, method: "body"))
        }
        for node in nodesNeedingBody { node.needsBody = false }
        nodesNeedingBody.removeAll()
    }

    /// Whether a body is running now (state set then is set during a view update).
    private(set) var isRunningBody = false

    /// Runs `body` as a body run of the graph.
    func runningBody<Result>(_ body: () -> Result) -> Result {
        let outer = isRunningBody
        isRunningBody = true
        defer { isRunningBody = outer }
        return body()
    }

    func nodeNeedsBody(_ node: ViewNode) {
        nodesNeedingBody.append(node)
        onNeedsUpdate()
    }

    /// The root's size for a proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        root.sizeThatFits(proposal).clampedForHosting
    }

    /// Lays the root out in `bounds`: it takes the size it chooses for that proposal and is
    /// centred, as SwiftUI centres a hosting controller's content.
    /// The hosting view's bounds and, for the subtree being placed, the safe area's
    /// rectangle (in the hosting view): modifiers that add to the safe area or ignore it
    /// change it while their content is placed.
    var fullRect: CGRect = .zero
    var safeRect: CGRect = .zero

    /// Runs `body` with `rect` as the safe area's rectangle, then restores the one before.
    func withSafeRect<Result>(_ rect: CGRect, _ body: () -> Result) -> Result {
        let previous = safeRect
        safeRect = rect
        defer { safeRect = previous }
        return body()
    }

    /// Lays the root out in `bounds` (the safe area) of a hosting view whose bounds are `full`.
    func layout(in bounds: CGRect, full: CGRect) {
        // A new safe area can move views whose frames stay (content ignoring it, readers).
        if fullRect != full || safeRect != bounds { root.setNeedsPlacementInSubtree() }
        fullRect = full
        safeRect = bounds
        layout(in: bounds)
    }

    func layout(in bounds: CGRect) {
        let size = root.sizeThatFits(ProposedViewSize(bounds.size)).clampedForHosting
        let origin = CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
        root.place(in: CGRect(origin: origin, size: size))
    }

    /// The drawn views of the whole tree, in drawing order, framed for the hosting view.
    func platformViews() -> [UIView] {
        var views: [UIView] = []
        root.collectPlatformViews(into: &views, origin: .zero)
        return views
    }
}

extension CGSize {
    /// Sizes a root view reports, with what cannot be a view's size made zero: infinite
    /// sizes come from views that take all the space of an unbounded proposal.
    var clampedForHosting: CGSize {
        CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}

extension CGRect {
    /// The rectangle with its origin on the nearest pixel of a screen of `scale`, so text
    /// and edges stay sharp.
    func originAligned(toScale scale: CGFloat) -> CGRect {
        func align(_ value: CGFloat) -> CGFloat { value.isFinite ? (value * scale).rounded() / scale : 0 }
        return CGRect(x: align(origin.x), y: align(origin.y), width: size.width, height: size.height)
    }
}

extension CGSize {
    /// The size rounded up to whole pixels of a screen of `scale` (text never loses a sliver).
    func roundedUp(toScale scale: CGFloat) -> CGSize {
        CGSize(width: (width * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
    }
}
