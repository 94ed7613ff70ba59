import Foundation

/// UIKit's update pass over a view subtree, with Apple's order:
/// for each view top-down, traits → controller and view `updateProperties()` →
/// `updateConstraints()` → `layoutSubviews()`, repeated while anything asks for more;
/// then `draw(_:)` for views that need display. Only subtrees with something pending are
/// visited (each view lists its dirty subviews), so a change deep in a wide tree costs the
/// path to it, not the tree. Dirty siblings run in the order they asked.
@MainActor
enum UpdatePass {
    /// Runs the requested steps below (and including) `root`; returns `false` when a loop was stopped.
    @discardableResult
    static func run(from root: UIView, steps: UpdateSteps) -> Bool {
        depth += 1
        var completed = runSteps(from: root, steps: steps)
        depth -= 1
        guard depth == 0 else { return completed }
        // Work that waited for the pass may change views again: each round gets a pass of
        // its own, and the rounds are bounded so such work cannot hang the frame.
        var rounds = 0
        while !workAfterPass.isEmpty, rounds < 8 {
            rounds += 1
            let work = workAfterPass
            workAfterPass.removeAll()
            for item in work { item() }
            depth += 1
            completed = runSteps(from: root, steps: steps) && completed
            depth -= 1
        }
        return completed
    }

    /// How many passes are running, nested (a pass runs others only through `flushAllWindows`).
    private static var depth = 0
    private static var workAfterPass: [() -> Void] = []

    /// Whether an update pass is running now.
    package static var isRunning: Bool { depth > 0 }

    /// Runs `work` once the running update pass has ended (at once when none runs): what a
    /// view changed by the pass itself does that opens animations of its own.
    package static func performAfterPass(_ work: @escaping () -> Void) {
        guard isRunning else { return work() }
        workAfterPass.append(work)
    }

    private static func runSteps(from root: UIView, steps: UpdateSteps) -> Bool {
        InvalidationInbox.shared.deliver()
        let counter = RunCounter()
        let layoutSteps = steps.intersection(.layoutPhase)
        while !root.updateState.subtreeSteps.isDisjoint(with: layoutSteps) {
            guard visit(root, steps: layoutSteps, counter: counter) else { return false }
            InvalidationInbox.shared.deliver(holdingBackOtherThreads: true)
        }
        if steps.contains(.display) {
            while root.updateState.subtreeSteps.contains(.display) {
                guard display(root, counter: counter) else { return false }
                InvalidationInbox.shared.deliver(holdingBackOtherThreads: true)
            }
        }
        return true
    }

    /// Runs pending trait, property and layout updates in every window now (drawing waits
    /// for the frame): what `.flushUpdates` animations do at their boundaries.
    static func flushAllWindows() {
        // Inside a pass the pass itself applies what changed.
        guard !isRunning else { return }
        InvalidationInbox.shared.deliver()
        for window in UIWindow.allWindows where !window.updateState.subtreeSteps.isDisjoint(with: UpdateSteps.layoutPhase) {
            run(from: window, steps: UpdateSteps.layoutPhase)
        }
    }

    /// Counts runs per view and step within one pass, to stop self-invalidating methods.
    /// The counts live on the views, stamped with the pass number.
    struct RunCounter {
        @MainActor private static var nextSerial: UInt32 = 0
        private let serial: UInt32

        @MainActor init() {
            Self.nextSerial &+= 1
            serial = Self.nextSerial
        }

        /// Counts a run; `false` (after reporting) once the limit is passed.
        @MainActor func allow(_ view: UIView, _ step: UpdateSteps) -> Bool {
            if view.updateState.passSerial != serial {
                view.updateState.passSerial = serial
                view.updateState.passRuns.reset()
            }
            guard Int(view.updateState.passRuns.next(step)) > UIUpdateLoopReport.repeatLimit else { return true }
            let runner: AnyObject = step == .controllerProperties ? (view.owningController ?? view) : view
            UIUpdateLoopReport.handler(UIUpdateLoopReport(typeName: String(reflecting: type(of: runner)), method: step.methodName))
            return false
        }
    }

    private static func visit(_ view: UIView, steps: UpdateSteps, counter: RunCounter) -> Bool {
        // Traits settle for the whole subtree first: a parent laying out measures its
        // subviews with their new fonts and sizes, as in UIKit.
        if steps.contains(.traits), view.updateState.subtreeSteps.contains(.traits) {
            guard updateTraits(below: view, counter: counter) else { return false }
        }
        for step in [UpdateSteps.controllerProperties, .properties, .constraints, .layout] where steps.contains(step) {
            switch claim(step, of: view, counter: counter) {
            case .notPending: continue
            case .loopStopped: return false
            case .run: break
            }
            switch step {
            case .controllerProperties: view.owningController?.runTrackedUpdateProperties()
            case .properties: view.runTracked(.properties) { view.updateProperties() }
            case .constraints: view.runConstraintsStep()
            default: view.runLayoutStep()
            }
        }
        for child in view.updateState.layoutDirtySubviews where !child.updateState.subtreeSteps.isDisjoint(with: steps) && child.superview === view {
            guard visit(child, steps: steps, counter: counter) else { return false }
        }
        refreshLayoutSteps(of: view)
        return true
    }

    private enum Claim { case notPending, run, loopStopped }

    /// Takes a pending step off a view and counts the run; after a reported loop the pass is abandoned.
    private static func claim(_ step: UpdateSteps, of view: UIView, counter: RunCounter) -> Claim {
        guard view.updateState.pendingSteps.contains(step) else { return .notPending }
        view.updateState.pendingSteps.remove(step)
        guard counter.allow(view, step) else {
            abandonPass(at: view)
            return .loopStopped
        }
        return .run
    }

    /// Delivers pending trait changes top-down through a subtree.
    private static func updateTraits(below view: UIView, counter: RunCounter) -> Bool {
        switch claim(.traits, of: view, counter: counter) {
        case .notPending: break
        case .loopStopped: return false
        case .run: view.updateTraits()
        }
        for child in view.updateState.layoutDirtySubviews where child.updateState.subtreeSteps.contains(.traits) && child.superview === view {
            guard updateTraits(below: child, counter: counter) else { return false }
        }
        return true
    }

    private static func display(_ view: UIView, counter: RunCounter) -> Bool {
        switch claim(.display, of: view, counter: counter) {
        case .notPending: break
        case .loopStopped: return false
        case .run: view.layer.display()
        }
        for child in view.updateState.displayDirtySubviews where child.updateState.subtreeSteps.contains(.display) && child.superview === view {
            guard display(child, counter: counter) else { return false }
        }
        refreshDisplayStep(of: view)
        return true
    }

    /// Recomputes the layout-phase part of a view's subtree flags from its own steps and
    /// its layout-dirty subviews, dropping subviews that became clean from that list.
    private static func refreshLayoutSteps(of view: UIView) {
        var steps = view.updateState.pendingSteps.intersection(.layoutPhase)
        view.updateState.layoutDirtySubviews.removeAll { child in
            let childSteps = child.updateState.subtreeSteps.intersection(.layoutPhase)
            guard child.superview === view, !childSteps.isEmpty else {
                child.updateState.isInLayoutDirtyList = false
                return true
            }
            steps.formUnion(childSteps)
            return false
        }
        view.updateState.subtreeSteps = steps.union(view.updateState.subtreeSteps.intersection(.display))
    }

    /// Recomputes the display part of a view's subtree flags.
    private static func refreshDisplayStep(of view: UIView) {
        var needsDisplay = view.updateState.pendingSteps.contains(.display)
        view.updateState.displayDirtySubviews.removeAll { child in
            guard child.superview === view, child.updateState.subtreeSteps.contains(.display) else {
                child.updateState.isInDisplayDirtyList = false
                return true
            }
            needsDisplay = true
            return false
        }
        view.updateState.subtreeSteps = view.updateState.subtreeSteps.intersection(.layoutPhase).union(needsDisplay ? .display : [])
    }

    /// After a reported loop: the rest of this pass is dropped, so nothing spins.
    private static func abandonPass(at view: UIView) {
        var current: UIView? = view
        while let v = current {
            refreshLayoutSteps(of: v)
            refreshDisplayStep(of: v)
            current = v.superview
        }
    }
}
