import Foundation

/// The Auto Layout engine of one view tree (a window's, or a view's while it is measured):
/// each view or guide that constraints touch gets four solver variables (its frame in its
/// parent's coordinates), each active constraint one row, and the solver keeps the solution
/// as constraints and constants change.
///
/// Constraints, intrinsic sizes and frames that translate into constraints reach it through
/// change notifications. Constraints coming and going and views moving change it in place
/// at the next layout; a constant change is an edit of the solver, never a rebuild. After
/// solving, the views whose frames changed have their superviews marked for layout, which
/// applies the frames.
@MainActor
final class LayoutEngine {
    typealias Key = LinearSystem.Key

    /// The four variables of an item: its frame in its parent's coordinates.
    struct Variables {
        let minX: Int, minY: Int, width: Int, height: Int
    }

    /// The constraints an item's own geometry contributes: a translated frame (four
    /// required equalities) or an intrinsic size (hugging and compression per axis).
    private struct OwnConstraints {
        var frameKeys: [Key] = []
        var frame: CGRect = .zero
        var intrinsic: [(key: Key, axis: NSLayoutConstraint.Axis, isHugging: Bool)] = []
        var intrinsicSize = CGSize(width: -1, height: -1)
    }

    unowned let root: UIView
    /// How the root's own size is held: fixed to its frame (a window), or drawn toward a
    /// target with priorities (a view being measured).
    private let rootSizing: RootSizing
    enum RootSizing {
        case fixedFrame
        case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    private var system = LinearSystem()
    /// Every item with variables, and where each is in `entries`.
    private var entries: [Entry] = []
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    /// Variable → the entry it belongs to, or -1.
    private var entryOfVariable: [Int] = []
    /// Superviews with a subview whose solved frame is not applied yet.
    private var superviewsToApply = Set<ObjectIdentifier>()
    private struct Entry {
        // Unretained: an entry lives only until the next rebuild, which any hierarchy change
        // forces before the entry is read again.
        unowned(unsafe) var item: LayoutItem?
        unowned(unsafe) var view: UIView?
        let variables: Variables
        /// The frame last solved for it (applied to views by their superview's layout).
        var frame: CGRect?
        /// The frame last set on the view.
        var applied: CGRect?
    }
    private var own: [ObjectIdentifier: OwnConstraints] = [:]
    /// Multi-line labels that wrap at the width they are solved to.
    private var wrappingLabels = Set<ObjectIdentifier>()
    /// How many times a solve may re-wrap labels and solve again.
    private static let wrappingRounds = 3
    private var installed: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var needsRebuild = true
    private var builtDirection = UIUserInterfaceLayoutDirection.leftToRight
    private var needsApply = true

    init(root: UIView, sizing: RootSizing = .fixedFrame) {
        self.root = root
        rootSizing = sizing
    }

    func setNeedsRebuild() {
        needsRebuild = true
        pendingAdds = []
        pendingRemovals = []
    }

    // MARK: Changes in place

    private var pendingAdds: [NSLayoutConstraint] = []
    private var pendingRemovals: [NSLayoutConstraint] = []

    /// An activated constraint joins at the next update, without a rebuild.
    func enqueue(adding constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        pendingAdds.append(constraint)
    }

    /// A deactivated constraint leaves at the next update, without a rebuild.
    func enqueue(removing constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        pendingRemovals.append(constraint)
    }

    /// A subtree joined the window: its constraints are added in place.
    func subtreeDidJoin(_ view: UIView) {
        guard !needsRebuild else { return }
        forEachView(in: view) { pendingAdds += $0.layoutStateStorage?.constraints ?? [] }
    }

    /// A subtree left the window: its constraints, and the variables and own constraints
    /// of its views and guides, leave the engine.
    func subtreeDidLeave(_ view: UIView) {
        // Entries go even when a rebuild is due: the views may be freed before it runs.
        forEachView(in: view) { member in
            if !needsRebuild { pendingRemovals += member.layoutStateStorage?.constraints ?? [] }
            forget(member)
            for guide in member.layoutStateStorage?.layoutGuides ?? [] { forget(guide) }
        }
    }

    private func forEachView(in view: UIView, _ body: (UIView) -> Void) {
        body(view)
        for subview in view.subviews { forEachView(in: subview, body) }
    }

    /// Drops an item's entry and its own constraints (a view no longer in the tree).
    private func forget(_ item: LayoutItem) {
        guard let index = entryIndex.removeValue(forKey: ObjectIdentifier(item)) else { return }
        entries[index].item = nil
        entries[index].view = nil
        (item as? UIView)?.layoutStateStorage?.isInEngine = false
        if let mine = own.removeValue(forKey: ObjectIdentifier(item)) {
            for key in mine.frameKeys + mine.intrinsic.map(\.key) where !system.removeConstraint(ObjectIdentifier(key)) {
                needsRebuild = true
            }
        }
    }

    /// Applies queued additions and removals to the solver in place.
    private func applyPendingChanges() {
        guard !pendingAdds.isEmpty || !pendingRemovals.isEmpty else { return }
        let removals = pendingRemovals, additions = pendingAdds
        pendingRemovals = []
        pendingAdds = []
        for constraint in removals {
            guard installed.removeValue(forKey: ObjectIdentifier(constraint)) != nil else { continue }
            constraint.engineConstraint = nil
            if !system.removeConstraint(ObjectIdentifier(constraint)) {
                setNeedsRebuild()
                return
            }
        }
        var added = false
        for constraint in additions where installed[ObjectIdentifier(constraint)] == nil && constraint.isActive && constraint.container?.window === root {
            add(constraint)
            added = true
        }
        guard added else {
            needsApply = true
            return
        }
        for key in system.commit() {
            guard let constraint = installed.removeValue(forKey: key) else { continue }
            constraint.engineConstraint = nil
            reportUnsatisfiable(constraint)
        }
        needsApply = true
    }

    // MARK: Bringing the solution up to date

    /// Rebuilds if the constraints or hierarchy changed, then marks for layout the
    /// superviews of views whose solved frames changed.
    func update() {
        // Leading and trailing were resolved for the direction at the last build.
        let direction = root.effectiveUserInterfaceLayoutDirection
        if direction != builtDirection { needsRebuild = true }
        if needsRebuild {
            builtDirection = direction
            rebuild()
        } else {
            applyPendingChanges()
            if needsRebuild {
                rebuild()
            }
        }
        guard needsApply else { return }
        wrapLabelsAtSolvedWidths()
        needsApply = false
        // A measuring engine only reads the root's size; it lays nothing out.
        guard case .fixedFrame = rootSizing else { return }
        let scale = pixelScale
        if let changed = system.takeChanged() {
            // Only the items owning a changed variable can have moved.
            var indices = Set<Int>()
            for variable in changed where variable < entryOfVariable.count && entryOfVariable[variable] >= 0 {
                indices.insert(entryOfVariable[variable])
            }
            for index in indices { refreshEntry(index, scale: scale) }
            return
        }
        // Everything may have moved: read every value once.
        let values = system.allValues()
        for index in entries.indices {
            let v = entries[index].variables
            settle(index, at: Self.frame(minX: values[v.minX], minY: values[v.minY], width: values[v.width], height: values[v.height], scale: scale))
        }
    }

    /// Gives each multi-line label the width it was solved to, so its intrinsic height
    /// wraps there, and solves again, a few rounds at most (UIKit's two-pass layout of
    /// multi-line text, which self-sizing cells rely on).
    private func wrapLabelsAtSolvedWidths() {
        guard !wrappingLabels.isEmpty else { return }
        for _ in 0..<Self.wrappingRounds {
            var changed = false
            for id in wrappingLabels {
                guard let index = entryIndex[id], let label = entries[index].view as? UILabel, label.wrapsAtSolvedWidth else { continue }
                let width = CGFloat(max(0, system.value(of: entries[index].variables.width)))
                guard width.isFinite, abs(width - label.automaticLayoutWidth) > 0.5 else { continue }
                label.automaticLayoutWidth = width
                intrinsicSizeDidChange(of: label)
                changed = true
            }
            if !changed || needsRebuild { return }
        }
    }

    /// Re-reads one entry's frame.
    private func refreshEntry(_ index: Int, scale: CGFloat) {
        settle(index, at: solvedFrame(entries[index].variables, scale: scale))
    }

    /// Gives entry `index` its solved frame: a guide takes it at once; a view's superview is
    /// marked to apply it when it changed.
    private func settle(_ index: Int, at frame: CGRect) {
        if let view = entries[index].view {
            guard view.isPlacedByEngine, view !== root, entries[index].frame != frame else { return }
            entries[index].frame = frame
            markForApplying(view)
        } else if let guide = entries[index].item as? UILayoutGuide {
            guide.layoutFrame = frame
        }
    }

    /// A frame on the pixel grid: each edge rounded, as UIKit aligns solved frames.
    private static func frame(minX: Double, minY: Double, width: Double, height: Double, scale: CGFloat) -> CGRect {
        func aligned(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let x0 = aligned(minX), y0 = aligned(minY), x1 = aligned(minX + width), y1 = aligned(minY + height)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private var pixelScale: CGFloat { max(1, (root as? UIWindow)?.screen.scale ?? root.window?.screen.scale ?? 1) }

    /// A frame from its variables (in the parent's coordinates), on the pixel grid.
    private func solvedFrame(_ v: Variables, scale: CGFloat) -> CGRect {
        Self.frame(minX: system.value(of: v.minX), minY: system.value(of: v.minY),
                   width: system.value(of: v.width), height: system.value(of: v.height), scale: scale)
    }

    /// The frame the engine gives `item` (in its parent's coordinates), on the pixel grid.
    func solvedFrame(of item: LayoutItem) -> CGRect {
        guard let index = entryIndex[ObjectIdentifier(item)] else { return item.layoutItemFrame }
        return solvedFrame(entries[index].variables, scale: pixelScale)
    }

    private func markForApplying(_ view: UIView) {
        guard let superview = view.superview else { return }
        superviewsToApply.insert(ObjectIdentifier(superview))
        superview.setNeedsLayout()
    }

    /// A constrained view's frame was set other than by the engine: its solved frame is
    /// applied again at its superview's next layout.
    func frameWasSetByHand(_ view: UIView) {
        guard !isApplying, let index = entryIndex[ObjectIdentifier(view)] else { return }
        entries[index].applied = nil
        markForApplying(view)
    }

    private var isApplying = false

    /// The engine's frame for each subview of `view` that Auto Layout places (only where a
    /// solved frame changed: a wide view's layout does not walk unchanged subviews).
    func applyFrames(toSubviewsOf view: UIView) {
        guard superviewsToApply.remove(ObjectIdentifier(view)) != nil else { return }
        isApplying = true
        defer { isApplying = false }
        for subview in view.subviews where subview.isPlacedByEngine {
            guard let index = entryIndex[ObjectIdentifier(subview)] else { continue }
            let frame = entries[index].frame ?? solvedFrame(entries[index].variables, scale: pixelScale)
            entries[index].frame = frame
            // Reading a frame back costs a transform: compare with what was last set.
            guard entries[index].applied != frame else { continue }
            let state = subview.layoutStateStorage
            state?.isBeingPlacedByEngine = true
            subview.frame = frame
            state?.isBeingPlacedByEngine = false
            entries[index].applied = frame
        }
    }

    /// The root's solved size (for fitting).
    var rootSize: CGSize {
        guard let index = entryIndex[ObjectIdentifier(root)] else { return root.bounds.size }
        let v = entries[index].variables
        return CGSize(width: max(0, system.value(of: v.width)), height: max(0, system.value(of: v.height)))
    }

    // MARK: Rebuilding

    /// The whole problem as text, rebuilt afresh: one variable count, then one line per
    /// constraint, `c relation priority constant termCount (variable coefficient)…`, for
    /// feeding the same constraints to another solver. `marked` names a constraint whose
    /// line number is given last.
    func exportProblem(marking marked: NSLayoutConstraint?) -> String {
        rebuild(recording: true)
        let recorded = system.recorded ?? []
        var lines = ["v \(system.variableTotal)"]
        var markedLine = -1
        for (index, constraint) in recorded.enumerated() {
            if let marked, constraint.key == ObjectIdentifier(marked) { markedLine = index }
            let relation = constraint.relation == .equal ? 0 : constraint.relation == .lessOrEqual ? -1 : 1
            let priority = UILayoutPriority(solverStrength: constraint.strength).rawValue
            var line = "c \(relation) \(LayoutItems.format(CGFloat(priority))) \(constraint.constant) \(constraint.terms.count)"
            for (variable, coefficient) in constraint.terms { line += " \(variable) \(coefficient)" }
            lines.append(line)
        }
        lines.append("marked \(markedLine)")
        system.recorded = nil
        return lines.joined(separator: "\n") + "\n"
    }

    /// How many times the engine was built from scratch (for tests).
    private(set) var rebuildCount = 0

    private func rebuild(recording: Bool = false) {
        rebuildCount += 1
        needsRebuild = false
        needsApply = true
        pendingAdds = []
        pendingRemovals = []
        // Entries are not read here: their views may be gone. A view left out of the new
        // build keeps its `isInEngine` flag, which then finds nothing to update.
        system = LinearSystem()
        if recording { system.recorded = [] }
        entries = []
        entryIndex = [:]
        entryOfVariable = []
        own = [:]
        wrappingLabels = []
        installed = [:]
        retained = []
        _ = variables(for: root)
        collectConstraints(in: root)
        for key in system.commit() {
            guard let constraint = installed.removeValue(forKey: key) else { continue }
            constraint.engineConstraint = nil
            reportUnsatisfiable(constraint)
        }
    }

    private func collectConstraints(in view: UIView) {
        if let state = view.layoutStateStorage {
            for constraint in state.constraints { add(constraint) }
        }
        for subview in view.subviews { collectConstraints(in: subview) }
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let container = constraint.container, let first = constraint.firstItem as? LayoutItem else { return }
        let second = constraint.secondItem as? LayoutItem
        // In right-to-left layouts a leading/trailing constraint is its mirror image: leading
        // is the right edge and constants run leftward.
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional) && LayoutItems.isRightToLeft(first)
        let firstAttribute = mirrored ? constraint.firstAttribute.mirrored : constraint.firstAttribute
        let secondAttribute = mirrored ? constraint.secondAttribute.mirrored : constraint.secondAttribute
        guard var (terms, constant) = expression(first, firstAttribute, in: container) else { return }
        if let second {
            guard let (secondTerms, secondConstant) = expression(second, secondAttribute, in: container) else { return }
            let m = Double(constraint.multiplier)
            terms += secondTerms.map { ($0.0, -m * $0.1) }
            constant -= m * secondConstant
        }
        constant -= Double(constraint.constant) * (mirrored ? -1 : 1)
        let relation: Solver.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessOrEqual
        case .greaterThanOrEqual: relation = .greaterOrEqual
        }
        system.stage(.init(key: ObjectIdentifier(constraint), terms: terms, constant: constant, relation: relation, strength: constraint.priority.solverStrength))
        installed[ObjectIdentifier(constraint)] = constraint
        constraint.engineConstraint = EngineConstraint(engine: self)
    }

    /// Logs a refused required constraint in UIKit's shape, listing the constraints the
    /// solver found it contradicting (and the size and frame constraints UIKit makes itself,
    /// under UIKit's class names).
    private func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let conflict = system.conflicts[ObjectIdentifier(broken)] ?? []
        var lines = conflict.compactMap { key in installed[key].map { "\($0)" } ?? describeOwn(key) }
        lines.append("\(broken)")
        let list = lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
        ConsoleLog.report("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """)
    }

    /// A constraint the engine made from a view's frame or intrinsic size, named as UIKit
    /// names its own (found by searching: this runs only when reporting a conflict).
    private func describeOwn(_ key: ObjectIdentifier) -> String? {
        // By index: iterating `entries` with for-in here kept yielding the first entry on
        // Swift 6.3 (a system of huge constraints, found by fuzzing), never ending.
        for position in entries.indices {
            let entry = entries[position]
            guard let view = entry.view, let mine = own[ObjectIdentifier(view)] else { continue }
            let name = LayoutItems.name(of: view)
            let frame = [("minX", mine.frame.minX), ("minY", mine.frame.minY), ("width", mine.frame.width), ("height", mine.frame.height)]
            if let index = mine.frameKeys.firstIndex(where: { ObjectIdentifier($0) == key }) {
                return "<NSAutoresizingMaskLayoutConstraint:\(LayoutItems.address(of: mine.frameKeys[index])) \(name).\(frame[index].0) == \(LayoutItems.format(frame[index].1))   (active)>"
            }
            if let entry = mine.intrinsic.first(where: { ObjectIdentifier($0.key) == key }) {
                let size = entry.axis == .horizontal ? mine.intrinsicSize.width : mine.intrinsicSize.height
                let priority = entry.isHugging ? view.contentHuggingPriority(for: entry.axis) : view.contentCompressionResistancePriority(for: entry.axis)
                return "<NSContentSizeLayoutConstraint:\(LayoutItems.address(of: entry.key)) \(name).\(entry.axis == .horizontal ? "width" : "height") \(entry.isHugging ? "<=" : ">=") \(LayoutItems.format(size)) @\(LayoutItems.format(CGFloat(priority.rawValue)))   (active)>"
            }
        }
        return nil
    }

    // MARK: Variables and expressions

    /// The item's variables, made (with its own constraints) on first use.
    private func variables(for item: LayoutItem) -> Variables {
        if let index = entryIndex[ObjectIdentifier(item)] { return entries[index].variables }
        let v = Variables(minX: system.makeVariable(), minY: system.makeVariable(),
                          width: system.makeVariable(), height: system.makeVariable())
        for symbol in [v.minX, v.minY, v.width, v.height] {
            while entryOfVariable.count <= symbol { entryOfVariable.append(-1) }
            entryOfVariable[symbol] = entries.count
        }
        entryIndex[ObjectIdentifier(item)] = entries.count
        entries.append(Entry(item: item, view: item as? UIView, variables: v, frame: nil, applied: nil))
        if case .fixedFrame = rootSizing, let view = item as? UIView { view.layoutState.isInEngine = true }
        if let view = item as? UIView { addOwnConstraints(of: view, v) }
        return v
    }

    private func addOwnConstraints(of view: UIView, _ v: Variables) {
        var mine = OwnConstraints()
        if view === root {
            // The root's position is its own origin; its size is fixed or fitted.
            switch rootSizing {
            case .fixedFrame:
                mine.frame = CGRect(origin: .zero, size: view.bounds.size)
                mine.frameKeys = fix([v.minX, v.minY, v.width, v.height], to: [0, 0, view.bounds.width, view.bounds.height])
            case .fitting(let target, let horizontal, let vertical):
                _ = fix([v.minX, v.minY], to: [0, 0])
                prefer(v.width, Double(target.width), horizontal)
                prefer(v.height, Double(target.height), vertical)
                addIntrinsicConstraints(of: view, v, into: &mine)
            }
        } else if view.translatesAutoresizingMaskIntoConstraints {
            mine.frame = view.frame
            mine.frameKeys = fix([v.minX, v.minY, v.width, v.height], to: [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height])
        } else {
            addIntrinsicConstraints(of: view, v, into: &mine)
        }
        own[ObjectIdentifier(view)] = mine
    }

    private func fix(_ symbols: [Int], to values: [CGFloat]) -> [Key] {
        zip(symbols, values).map { symbol, value in
            let key = Key()
            system.stage(.init(key: ObjectIdentifier(key), terms: [(symbol, 1)], constant: -Double(value.isFinite ? value : 0), relation: .equal, strength: Solver.required))
            retained.append(key)
            return key
        }
    }

    private func prefer(_ symbol: Int, _ value: Double, _ priority: UILayoutPriority) {
        let key = Key()
        retained.append(key)
        system.stage(.init(key: ObjectIdentifier(key), terms: [(symbol, 1)], constant: -value, relation: .equal, strength: priority.solverStrength))
    }

    /// Keys of constraints the engine made itself, kept alive while filed.
    private var retained: [Key] = []

    private func addIntrinsicConstraints(of view: UIView, _ v: Variables, into mine: inout OwnConstraints) {
        if let label = view as? UILabel, label.numberOfLines != 1 { wrappingLabels.insert(ObjectIdentifier(label)) }
        let size = view.intrinsicContentSize
        mine.intrinsicSize = size
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let symbol = axis == .horizontal ? v.width : v.height
            for isHugging in [true, false] {
                let key = Key()
                let priority = isHugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
                system.stage(.init(key: ObjectIdentifier(key), terms: [(symbol, 1)], constant: -Double(value),
                                   relation: isHugging ? .lessOrEqual : .greaterOrEqual, strength: priority.solverStrength))
                mine.intrinsic.append((key, axis, isHugging))
            }
        }
    }

    /// A view's intrinsic size or content priorities changed.
    func intrinsicSizeDidChange(of view: UIView) {
        guard var mine = own[ObjectIdentifier(view)], !needsRebuild, view.isPlacedByEngine || view === root else { return }
        if let label = view as? UILabel, label.numberOfLines != 1 { wrappingLabels.insert(ObjectIdentifier(label)) }
        let size = view.intrinsicContentSize
        let sameShape = (size.width == UIView.noIntrinsicMetric) == (mine.intrinsicSize.width == UIView.noIntrinsicMetric)
            && (size.height == UIView.noIntrinsicMetric) == (mine.intrinsicSize.height == UIView.noIntrinsicMetric)
        let priorities = mine.intrinsic.allSatisfy { entry in
            let expected = entry.isHugging ? view.contentHuggingPriority(for: entry.axis) : view.contentCompressionResistancePriority(for: entry.axis)
            return solverStrength(of: entry.key) == expected.solverStrength
        }
        guard sameShape, priorities, size.width.isFinite, size.height.isFinite else {
            needsRebuild = true
            return
        }
        for entry in mine.intrinsic {
            let old = entry.axis == .horizontal ? mine.intrinsicSize.width : mine.intrinsicSize.height
            let new = entry.axis == .horizontal ? size.width : size.height
            if old != new && !system.changeConstant(ObjectIdentifier(entry.key), by: -Double(new - old)) { needsRebuild = true }
        }
        mine.intrinsicSize = size
        own[ObjectIdentifier(view)] = mine
        needsApply = true
    }

    private func solverStrength(of key: Key) -> Double? { system.strength(of: ObjectIdentifier(key)) }

    /// A view whose frame translates into constraints was moved or resized by hand;
    /// `true` when the engine's constants changed.
    func translatedFrameDidChange(of view: UIView) -> Bool {
        guard var mine = own[ObjectIdentifier(view)], mine.frameKeys.count == 4 else { return false }
        let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
        guard frame != mine.frame else { return false }
        let old = [mine.frame.minX, mine.frame.minY, mine.frame.width, mine.frame.height]
        let new = [frame.minX, frame.minY, frame.width, frame.height]
        for (key, (a, b)) in zip(mine.frameKeys, zip(old, new)) where a != b && b.isFinite {
            if !system.changeConstant(ObjectIdentifier(key), by: -Double(b - a)) { needsRebuild = true }
        }
        mine.frame = frame
        own[ObjectIdentifier(view)] = mine
        needsApply = true
        return true
    }

    /// A constraint's constant changed by `delta`.
    func constantDidChange(of constraint: NSLayoutConstraint, by delta: CGFloat) {
        guard !needsRebuild, installed[ObjectIdentifier(constraint)] != nil else { return }
        if !system.changeConstant(ObjectIdentifier(constraint), by: -Double(delta)) { needsRebuild = true }
        needsApply = true
    }

    // MARK: Debugging

    /// Whether some of `item`'s frame could move without breaking any constraint at all:
    /// each variable is nudged by a push weaker than every priority, in both directions.
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        update()
        guard let index = entryIndex[ObjectIdentifier(item)] else { return false }
        let v = entries[index].variables
        return [v.minX, v.minY, v.width, v.height].contains { system.isFree($0, nudge: Self.nudge) }
    }

    /// Moves `item`'s ambiguous variables to another valid value (by 10 pt), as UIKit's
    /// `exerciseAmbiguityInLayout()` does; the push lasts until the engine next rebuilds.
    func exerciseAmbiguity(of item: LayoutItem) {
        update()
        guard let index = entryIndex[ObjectIdentifier(item)] else { return }
        let v = entries[index].variables
        for symbol in [v.minX, v.minY, v.width, v.height] where !system.isDefined(symbol) && system.isFree(symbol, nudge: Self.nudge) {
            let key = Key()
            retained.append(key)
            _ = system.addNow(.init(key: ObjectIdentifier(key), terms: [(symbol, 1)], constant: -(system.value(of: symbol) + 10), relation: .equal, strength: Self.nudge))
        }
        needsApply = true
        root.setNeedsLayout()
    }

    /// Weaker than any priority (priority 1 weighs about 1.03).
    private static let nudge = 1e-3

    /// The installed constraints that reference `item` on `axis`.
    func constraints(affecting item: LayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        update()
        return installed.values.filter { constraint in
            (constraint.firstItem === item && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === item && constraint.secondAttribute.axis == axis)
        }.sorted { $0.description < $1.description }
    }

    /// `item.attribute` as terms over the solver's variables plus a constant, in
    /// `container`'s coordinates; `nil` when the item is not inside the container.
    private func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> ([(Int, Double)], Double)? {
        let v = variables(for: item)
        var xTerms: [(Int, Double)] = [], yTerms: [(Int, Double)] = []
        var x = 0.0, y = 0.0
        // A view's own edges in constraints to its content are its content area's, at 0, as
        // UIKit's are (a scroll view's content does not move with its bounds origin).
        if item !== container {
            xTerms.append((v.minX, 1))
            yTerms.append((v.minY, 1))
            var parent = item.layoutParent
            while let current = parent, current !== container {
                let pv = variables(for: current)
                xTerms.append((pv.minX, 1))
                yTerms.append((pv.minY, 1))
                x -= Double(current.bounds.minX)
                y -= Double(current.bounds.minY)
                parent = current.superview
            }
            guard parent === container else { return nil }
        }
        let margins = (item as? UIView)?.effectiveLayoutMargins ?? .zero
        func horizontal(_ fraction: Double, _ offset: Double) -> ([(Int, Double)], Double) {
            (xTerms + [(v.width, fraction)], x + offset)
        }
        func vertical(_ fraction: Double, _ offset: Double) -> ([(Int, Double)], Double) {
            (yTerms + [(v.height, fraction)], y + offset)
        }
        let l = Double(margins.left), r = Double(margins.right), t = Double(margins.top), b = Double(margins.bottom)
        switch attribute {
        // Leading and trailing are left and right here: for right-to-left layouts `add` has
        // already swapped them.
        case .left, .leading: return (xTerms, x)
        case .right, .trailing: return horizontal(1, 0)
        case .centerX: return horizontal(0.5, 0)
        case .width: return ([(v.width, 1)], 0)
        case .top: return (yTerms, y)
        case .bottom: return vertical(1, 0)
        case .centerY: return vertical(0.5, 0)
        case .height: return ([(v.height, 1)], 0)
        case .firstBaseline, .lastBaseline:
            // Views without text have their baseline at the bottom.
            let baseline = (item as? UIView)?.baselinePosition(last: attribute == .lastBaseline) ?? (fractionOfHeight: 1, offset: 0)
            return vertical(Double(baseline.fractionOfHeight), Double(baseline.offset))
        case .leftMargin, .leadingMargin: return (xTerms, x + l)
        case .rightMargin, .trailingMargin: return horizontal(1, -r)
        case .centerXWithinMargins: return horizontal(0.5, (l - r) / 2)
        case .topMargin: return (yTerms, y + t)
        case .bottomMargin: return vertical(1, -b)
        case .centerYWithinMargins: return vertical(0.5, (t - b) / 2)
        case .notAnAttribute: return nil
        }
    }
}
