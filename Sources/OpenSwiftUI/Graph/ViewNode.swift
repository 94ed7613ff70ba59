import Foundation
import Observation

/// What OpenSwiftUI keeps of one view between updates: its children, its state, how it
/// lays out, and the UIKit view that draws it, if any.
///
/// Nodes are matched to new view values by position and type (and by identity in
/// ``ForEach``): a node that matches keeps its state and its drawn view; one that does not
/// is replaced. Owned by its ``ViewGraph``.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    /// The node holding this one. Not weak: a weak reference would give every node a side
    /// table and make each retain take the slow path. A parent outlives the children it
    /// holds, and a node leaving the tree forgets its parent when it is discarded.
    private(set) unowned(unsafe) var parent: ViewNode?
    /// The type of view the node was made for.
    let viewType: ObjectIdentifier
    /// The name of the view's type, for reports.
    var viewTypeName: String { lastView.map { String(reflecting: Swift.type(of: $0)) } ?? "View" }
    /// The explicit identity the node shows (a `ForEach` element's id, a branch): the one
    /// it was made with, or a later one it took in place (see ``canTakeNewIdentity``).
    var identity: AnyHashable?
    let depth: Int

    private(set) var children: [ViewNode] = []
    /// The environment the node's view was last resolved in.
    private(set) var environment = EnvironmentValues()

    /// How the node sizes and places its children; `nil` for nodes that are only lists of
    /// their children (groups, tuples, custom views): a stack sees through them.
    private(set) var layout: (any NodeLayout)?
    /// The UIKit view that draws this node, placed at its frame.
    private(set) var platformView: UIView?
    /// Whether the descendants' drawn views go inside `platformView` (a button, a group with
    /// its own opacity) rather than beside it.
    private(set) var hostsChildViews = false
    /// The node's frame in the hosting view's coordinates, from the last layout.
    private(set) var frame: CGRect = .zero
    /// Stacks offer space to higher priorities first (`layoutPriority(_:)`).
    var layoutPriority: Double = 0
    /// Where the node draws among its siblings (`zIndex(_:)`): higher in front.
    var zIndex: Double = 0

    /// Runs the node's body again with the view value and context it last had, in the
    /// transaction of the change that asked for it.
    private(set) var rerunBody: ((Transaction) -> Void)?
    /// Storage of a primitive modifier (the value it last saw, the task it started).
    var modifierState: AnyObject?
    /// What to do when the node leaves the tree (its `onDisappear` actions, its tasks).
    var discardActions: [() -> Void] = []
    /// How the drawn views of this subtree are placed in the coming layout, when a modifier
    /// changed the transaction's animation for it.
    var placementAnimation: PlatformAnimation?
    /// Whether the node was brought up to date once: a new node's first values are not
    /// animated from nothing.
    private(set) var hasAppeared = false
    /// The graph update the node appeared in: a node that appears in a later update than
    /// its parent was inserted into a tree already on screen.
    private(set) var appearedInUpdate: UInt64 = 0
    /// The transaction of the node's latest update: a child removed in it leaves as its
    /// animation says.
    private(set) var transaction = Transaction()
    /// Re-resolves a primitive that changes by itself (a transition changing phase).
    var selfUpdate: ((Transaction) -> Void)?
    /// Children removed while their transitions play, with the place they had.
    var departing: [(node: ViewNode, index: Int)] = []
    /// Whether the node was removed and plays its removal before it goes.
    var isDeparting = false
    /// How an inserted node with no transition of its own fades in at its first placement.
    var fadeInAnimation: Animation?
    /// The matched-geometry group the node's drawn view belongs to, and whether it is the
    /// group's source (`matchedGeometryEffect`).
    var matchedGeometry: (key: MatchedGeometryKey, isSource: Bool)?
    /// Moves the view's `animatableData` between values (an `AnimatableInterpolator`).
    var interpolator: AnyObject?
    /// Caches of the last layout: the children's layout items, whether the subtree must be
    /// placed again, and the drawn views it gave (for the holder's origin it was given).
    private var cachedChildItems: [ViewNode]?
    /// How the node's preference modifier changes its subtree's preference values.
    var preferenceTransform: ((inout PreferenceValues) -> Void)?
    /// The subtree's preference values, kept until something inside changes.
    var cachedPreferences: PreferenceValues?
    /// A stack's children's sizes for its last two proposals (measuring and placing).
    var lastChildSizes: [(proposal: ProposedViewSize, sizes: [CGSize])] = []
    private var needsPlacement = true
    private var collected: (origin: CGPoint, views: [UIView])?
    /// The view value whose body ran last, and the version of the environment it ran in.
    private var lastView: Any?
    private var lastEnvironmentVersion: UInt64 = 0
    /// How many sizes the node measured (tests count them).
    private(set) var measurements = 0
    /// The drawn view that has a frame from a layout (a new one is not animated from nothing).
    private var placedViewID: ObjectIdentifier?
    /// Storage of the view's dynamic properties (`@State` boxes), by their order.
    var dynamicStorage: [AnyObject] = []
    /// The number of the body run whose dependencies are current.
    private var bodyGeneration: UInt64 = 0
    /// The tracked runs of the node's body and reads, by where they are read: each run
    /// supersedes the last at the same place, and discarding the node ends them all.
    private var observations: [ObservationSite: ObservationSlot] = [:]
    /// Whether the body must run again (an ancestor's run that reached it clears this).
    var needsBody = false

    /// Sizes measured for proposals; kept across layouts until the node or something
    /// inside it is updated.
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The graph update in which the sizes of this node and its ancestors were last
    /// forgotten: a later invalidation in the same update stops here.
    private var sizesForgottenInUpdate: UInt64 = .max
    /// The update in which the node's own sizes were last forgotten.
    private var ownSizesForgottenInUpdate: UInt64 = .max
    /// The sizes the node had before this update changed it, to compare at its end.
    private var sizesToVerify: (sizes: [ProposedViewSize: CGSize], hadLayout: Bool, items: [ObjectIdentifier]?)?

    init(graph: ViewGraph, parent: ViewNode?, viewType: ObjectIdentifier, identity: AnyHashable?) {
        self.graph = graph
        self.parent = parent
        self.viewType = viewType
        self.identity = identity
        depth = (parent?.depth ?? -1) + 1
    }

    // MARK: Updating

    /// Brings the node up to date with `view`.
    func update<V: View>(with view: V, context: ResolutionContext) {
        environment = context.environment
        transaction = context.transaction
        guard hasAppeared else {
            hasAppeared = true
            appearedInUpdate = graph.updateNumber
            // What a new view first shows is where it starts, not where a change ends.
            PlatformAnimation.none.perform { resolve(view, context: context) }
            prepareInsertion(in: context.transaction)
            return
        }
        resolve(view, context: context)
    }

    func resolve<V: View>(_ view: V, context: ResolutionContext) {
        if view is any PrimitiveView {
            forgetSizes()
            rerunBody = nil
            let shown = presentedValue(of: view, context: context)
            (shown as! any PrimitiveView).update(self, context: context)
        } else if let represented = view as? any UIViewRepresentable {
            forgetSizes()
            rerunBody = nil
            represented.update(self, context: context)
        } else if let represented = view as? any UIViewControllerRepresentable {
            forgetSizes()
            rerunBody = nil
            represented.update(self, context: context)
        } else {
            guard !isUnchanged(view, environment: context.environment) else { return }
            becomeList()
            rerunBody = { [unowned self] transaction in
                var rerun = context
                rerun.transaction = transaction
                self.runBody(of: view, context: rerun)
            }
            runBody(of: view, context: context)
        }
    }

    /// Runs the body again if its state or dependencies changed since it last ran.
    func updateBodyIfNeeded(in transaction: Transaction) {
        guard needsBody, let rerun = rerunBody ?? selfUpdate else { return }
        needsBody = false
        rerun(transaction)
    }

    /// Whether `view` is the value the body last ran with, in the same environment, with
    /// nothing it depends on changed since: its body would give the same content again.
    private func isUnchanged<V: View>(_ view: V, environment: EnvironmentValues) -> Bool {
        defer {
            lastView = view
            lastEnvironmentVersion = environment.version
        }
        guard rerunBody != nil, !needsBody, environment.version == lastEnvironmentVersion,
              let last = lastView as? V else { return false }
        return ViewComparison.same(last, view)
    }

    private func runBody<V: View>(of model: V, context: ResolutionContext) {
        needsBody = false
        forgetSizes()
        let view = presentedValue(of: model, context: context)
        DynamicPropertyInstaller.install(on: view, node: self, environment: context.environment)
        bodyGeneration &+= 1
        let generation = bodyGeneration
        let body = observe(at: .body) {
            graph.runningBody { view.body }
        } changed: { [weak self] in
            ObservationInvalidation.post { self?.bodyDependencyChanged(generation: generation) }
        }
        updateChild(at: 0, with: body, context: context)
        removeChildren(from: 1)
    }

    /// Runs `read` watching the Observable properties it touches, as the run at `site`
    /// (see `ObservationSlot`); a change calls `changed` on the writer's thread.
    func observe<Value>(at site: ObservationSite, _ read: () -> Value, changed: @escaping @Sendable () -> Void) -> Value {
        var slot = observations.removeValue(forKey: site) ?? ObservationSlot()
        defer { observations[site] = slot }
        return slot.track(read, changed: changed)
    }

    private func bodyDependencyChanged(generation: UInt64) {
        guard generation == bodyGeneration else { return }
        setNeedsBody()
    }

    /// Asks the nearest ancestor that runs a body (the view that built this node) to run it
    /// in the next update.
    func setOwnerNeedsBody() {
        var node = parent
        while let current = node {
            if current.rerunBody != nil {
                current.setNeedsBody()
                return
            }
            node = current.parent
        }
    }

    /// Asks for the body to run in the next update (a state it owns changed).
    func setNeedsBody() {
        guard rerunBody != nil || selfUpdate != nil, !needsBody, !isDeparting else { return }
        needsBody = true
        graph.nodeNeedsBody(self)
    }

    // MARK: Shape

    /// Makes the node a plain list of its children: no layout or drawn view of its own.
    func becomeList() {
        layout = nil
        setPlatformView(nil)
    }

    /// Gives the node a layout of its own.
    func setLayout(_ layout: any NodeLayout) {
        self.layout = layout
    }

    /// Gives the node a drawn view (or takes it away); `hostsChildren` puts the
    /// descendants' drawn views inside it.
    func setPlatformView(_ view: UIView?, hostsChildren: Bool = false) {
        if platformView !== view { platformView?.removeFromSuperview() }
        platformView = view
        hostsChildViews = hostsChildren && view != nil
    }

    /// The drawn view of the type a primitive needs, made once and kept while the node lives.
    func platformView<T: UIView>(ofType type: T.Type, hostsChildren: Bool = false, make: () -> T) -> T {
        if let existing = platformView as? T {
            hostsChildViews = hostsChildren
            return existing
        }
        let made = make()
        setPlatformView(made, hostsChildren: hostsChildren)
        return made
    }

    // MARK: Children

    /// Updates child `index` with `view`, replacing it when the view's type or identity changed.
    func updateChild(at index: Int, with view: any View, identity: AnyHashable? = nil, context: ResolutionContext) {
        let type = ObjectIdentifier(Swift.type(of: view))
        let child: ViewNode
        if index < children.count, children[index].viewType == type,
           children[index].identity == identity || children[index].canTakeNewIdentity(in: context.transaction) {
            child = children[index]
            if child.identity != identity {
                child.identity = identity
                child.forgetSizesForNewIdentity()
            }
        } else {
            child = ViewNode(graph: graph, parent: self, viewType: type, identity: identity)
            if index < children.count {
                retire(children[index], at: index)
                children[index] = child
            } else {
                children.append(child)
            }
        }
        child.update(with: view, context: context)
    }

    /// Replaces the children with `nodes` (kept nodes in their new order, new ones made
    /// by the caller), discarding the rest.
    func setChildren(_ nodes: [ViewNode]) {
        let kept = Set(nodes.map(ObjectIdentifier.init))
        for (index, child) in children.enumerated() where !kept.contains(ObjectIdentifier(child)) { retire(child, at: index) }
        children = nodes
    }

    /// Makes a child node for a view, for callers that match children themselves.
    func makeChild(for view: any View, identity: AnyHashable?) -> ViewNode {
        ViewNode(graph: graph, parent: self, viewType: ObjectIdentifier(Swift.type(of: view)), identity: identity)
    }

    /// Makes the node a list of one child showing `content`: what wrappers without a
    /// layout of their own (groups, environment modifiers) become.
    func showAsList(_ content: any View, context: ResolutionContext) {
        becomeList()
        showOnly(content, context: context)
    }

    /// Makes the node lay out one child showing `content` with `layout`, drawing nothing
    /// itself (padding, frames, stacks).
    func show(_ content: any View, laidOutBy layout: any NodeLayout, context: ResolutionContext) {
        setPlatformView(nil)
        setLayout(layout)
        showOnly(content, context: context)
    }

    /// Makes `content` the node's only child.
    func showOnly(_ content: any View, context: ResolutionContext) {
        updateChild(at: 0, with: content, context: context)
        removeChildren(from: 1)
    }

    /// Drops children from `index` on.
    func removeChildren(from index: Int) {
        guard index < children.count else { return }
        for position in index..<children.count { retire(children[position], at: position) }
        children.removeSubrange(index...)
    }

    /// Takes the node and its subtree off screen for good.
    func discard() {
        parent = nil
        rerunBody = nil
        selfUpdate = nil
        needsBody = false
        platformView?.removeFromSuperview()
        for child in children { child.discard() }
        for leaving in departing { leaving.node.discard() }
        departing.removeAll()
        for var slot in observations.values { slot.end() }
        observations.removeAll()
        let actions = discardActions
        discardActions.removeAll()
        for action in actions { action() }
    }

    // MARK: Layout

    /// What a stack lays out for this node: itself, or, for a list, its children's items.
    var layoutItems: [ViewNode] {
        layout == nil ? childItems : [self]
    }

    /// The layout items of all children, kept until the node or something inside it changes.
    var childItems: [ViewNode] {
        if let cachedChildItems { return cachedChildItems }
        let items = children.flatMap(\.layoutItems)
        cachedChildItems = items
        return items
    }

    /// Forgets the sizes measured for this node and its ancestors, whose sizes depend on it:
    /// a change costs the path to it, and sizes elsewhere stay.
    ///
    /// The ancestors' sizes are forgotten at the end of the update, and only if this node's
    /// size came out different (see ``verifySizes()``); what they place and draw is redone
    /// along the path at once.
    func forgetSizes() {
        if ownSizesForgottenInUpdate != graph.updateNumber {
            ownSizesForgottenInUpdate = graph.updateNumber
            if layout == nil || !sizeCache.isEmpty {
                // A list's parent lays out its items: what matters is whether they stay.
                let items = layout == nil ? childItems.map(ObjectIdentifier.init) : nil
                sizesToVerify = (sizeCache, layout != nil, items)
                graph.verifySizesAfterUpdate(of: self)
            } else if appearedInUpdate != graph.updateNumber {
                forgetAncestorSizes()
            }
            forgetOwnSizes()
        }
        var node: ViewNode? = self
        while let current = node, current.sizesForgottenInUpdate != graph.updateNumber {
            current.sizesForgottenInUpdate = graph.updateNumber
            current.cachedPreferences = nil
            current.needsPlacement = true
            current.collected = nil
            node = current.parent
        }
    }

    /// Forgets every size measured inside the subtree and by its ancestors: a subtree that
    /// took a new identity is measured from scratch, as a new one would be, rather than
    /// checked against the sizes of the identity it showed before.
    func forgetSizesForNewIdentity() {
        forgetSubtreeSizes()
        forgetAncestorSizes()
    }

    private func forgetSubtreeSizes() {
        forgetOwnSizes()
        for child in children { child.forgetSubtreeSizes() }
    }

    private func forgetOwnSizes() {
        sizeCache.removeAll(keepingCapacity: true)
        cachedChildItems = nil
        lastChildSizes.removeAll()
    }

    /// Forgets the sizes of every ancestor, whose sizes depend on this node's.
    private func forgetAncestorSizes() {
        var node = parent
        while let current = node {
            current.forgetOwnSizes()
            node = current.parent
        }
    }

    /// After an update that changed this node: measures it again for the proposals it was
    /// measured for before, and makes its ancestors measure again only if a size changed
    /// (or the node is a list, whose children its parent lays out itself).
    func verifySizes() {
        guard let record = sizesToVerify else { return }
        sizesToVerify = nil
        guard parent != nil else { return }
        let same: Bool
        if let items = record.items {
            // The items' own changes are verified with them.
            same = layout == nil && childItems.map(ObjectIdentifier.init) == items
        } else {
            same = layout != nil && record.sizes.allSatisfy { sizeThatFits($0.key) == $0.value }
        }
        if !same { forgetAncestorSizes() }
    }

    /// Makes this node and every node inside it place their children again in the next layout.
    func setNeedsPlacementInSubtree() {
        needsPlacement = true
        for child in children { child.setNeedsPlacementInSubtree() }
    }

    /// Makes this node and the ancestors holding its drawn views collect them again: a node
    /// placed anew moves its views, and an ancestor without a layout of its own (a group, a
    /// list) would otherwise hand out their old frames. Stops at an ancestor that already
    /// collects again, whose own ancestors do too.
    private func forgetCollectedViewsUpward() {
        collected = nil
        var node = parent
        while let current = node, current.collected != nil {
            current.collected = nil
            node = current.parent
        }
    }

    /// Makes this node and its ancestors collect their drawn views again in the next layout
    /// (a departed child's views are gone).
    func forgetCollectedViews() {
        var node: ViewNode? = self
        while let current = node {
            current.collected = nil
            node = current.parent
        }
        graph.onNeedsLayout()
    }

    /// The node's size for `proposal`, remembered until the node or something inside it changes.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let cached = sizeCache[proposal] { return cached }
        measurements += 1
        let size = (layout ?? ImplicitStackLayout()).sizeThatFits(proposal, node: self)
        sizeCache[proposal] = size
        return size
    }

    /// Gives the node its frame, its origin on a whole pixel, and places its children in it.
    func place(in rect: CGRect) {
        let aligned = rect.originAligned(toScale: environment.displayScale)
        // Nothing inside changed and the node stays where it was: its subtree is in place.
        guard needsPlacement || aligned != frame else { return }
        needsPlacement = false
        forgetCollectedViewsUpward()
        frame = aligned
        (layout ?? ImplicitStackLayout()).placeChildren(of: self, in: frame)
    }

    // MARK: Drawn views

    /// Adds the drawn views of this subtree to `views`, in drawing order, framed in the
    /// coordinates of the view that will hold them (whose origin is `origin` in the
    /// hosting view).
    func collectPlatformViews(into views: inout [UIView], origin: CGPoint) {
        guard let animation = placementAnimation else { return collectPlacedViews(into: &views, origin: origin) }
        placementAnimation = nil
        animation.perform { collectPlacedViews(into: &views, origin: origin) }
    }

    private func collectPlacedViews(into views: inout [UIView], origin: CGPoint) {
        // A subtree placed as before, with nothing in it changed, draws the same views.
        if let collected, collected.origin == origin, departing.isEmpty, fadeInAnimation == nil {
            views.append(contentsOf: collected.views)
            return
        }
        let first = views.count
        defer {
            if let animation = fadeInAnimation { fadeIn(views[first...], with: animation) }
            collected = (origin, Array(views[first...]))
        }
        guard let platformView else {
            collectChildViews(into: &views, origin: origin)
            return
        }
        place(platformView, at: frame.offsetBy(dx: -origin.x, dy: -origin.y))
        views.append(platformView)
        guard hostsChildViews else {
            collectChildViews(into: &views, origin: origin)
            return
        }
        var inner: [UIView] = []
        if let host = platformView as? any SecondaryChildViewsHost, host.secondaryChildIndex < children.count {
            collectChildViews(into: &inner, origin: frame.origin, except: host.secondaryChildIndex)
            var secondary: [UIView] = []
            children[host.secondaryChildIndex].collectPlatformViews(into: &secondary, origin: frame.origin)
            host.setSecondaryViews(secondary)
        } else if let host = platformView as? any DetachedChildViewsHost {
            let items = childItems.map { item -> (node: ViewNode, views: [UIView]) in
                var views: [UIView] = []
                item.collectPlatformViews(into: &views, origin: frame.origin)
                return (item, views)
            }
            inner = host.setDetachedChildViews(items, origin: frame.origin)
        } else if let filter = platformView as? any ChildViewsFilter {
            for item in childItems where filter.draws(item) { item.collectPlatformViews(into: &inner, origin: frame.origin) }
        } else {
            collectChildViews(into: &inner, origin: frame.origin)
        }
        platformView.setManagedSubviews(inner)
    }

    /// The children's drawn views, with those of departing children where they were.
    private func collectChildViews(into views: inout [UIView], origin: CGPoint, except excluded: Int? = nil) {
        guard !departing.isEmpty || excluded != nil else {
            for child in childrenInDrawingOrder { child.collectPlatformViews(into: &views, origin: origin) }
            return
        }
        if let excluded {
            for (index, child) in children.enumerated() where index != excluded { child.collectPlatformViews(into: &views, origin: origin) }
            return
        }
        var leaving = departing.sorted { $0.index < $1.index }[...]
        for (index, child) in children.enumerated() {
            while let next = leaving.first, next.index <= index {
                next.node.collectPlatformViews(into: &views, origin: origin)
                leaving = leaving.dropFirst()
            }
            child.collectPlatformViews(into: &views, origin: origin)
        }
        for next in leaving { next.node.collectPlatformViews(into: &views, origin: origin) }
    }

    /// The children back to front: in order, unless `zIndex(_:)` moved some forward or back.
    private var childrenInDrawingOrder: [ViewNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// Gives a drawn view its frame through its centre and bounds, so the transform of a
    /// geometry effect stays around it; the first frame is not animated from nothing.
    private func place(_ view: UIView, at rect: CGRect) {
        let apply = {
            view.bounds.size = rect.size
            view.center = CGPoint(x: rect.midX, y: rect.midY)
            (view as? GeometryEffectView)?.applyEffect()
        }
        guard placedViewID == ObjectIdentifier(view) else {
            placedViewID = ObjectIdentifier(view)
            PlatformAnimation.none.perform(apply)
            matchGeometry(of: view, placedAt: rect, isNew: true)
            return
        }
        apply()
        matchGeometry(of: view, placedAt: rect, isNew: false)
    }
}
