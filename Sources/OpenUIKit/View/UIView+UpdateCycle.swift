import Foundation

extension UIView: UpdateTrackingTarget {

    // MARK: Requests

    /// Schedules `updateProperties()` for the next update pass.
    public func setNeedsUpdateProperties() { markPending(.properties) }

    /// Runs pending `updateProperties()` now, for this view (and its controller) and its subtree.
    public func updatePropertiesIfNeeded() {
        UpdatePass.run(from: self, steps: [.traits, .controllerProperties, .properties])
    }

    /// Schedules `layoutSubviews()` for the next update pass.
    public func setNeedsLayout() { markPending(.layout) }

    /// Runs the pending update pass of this subtree now: traits, properties, constraints, layout.
    public func layoutIfNeeded() {
        UpdatePass.run(from: self, steps: UpdateSteps.layoutPhase)
    }

    /// Schedules `updateConstraints()` for the next update pass.
    public func setNeedsUpdateConstraints() { markPending(.constraints) }

    /// Runs pending `updateConstraints()` now in this subtree.
    public func updateConstraintsIfNeeded() {
        UpdatePass.run(from: self, steps: [.traits, .constraints])
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { updateState.pendingSteps.contains(.constraints) }

    /// Schedules `draw(_:)` for the next display pass.
    public func setNeedsDisplay() { markPending(.display) }

    /// Schedules `draw(_:)`; OpenUIKit redraws the whole view, as a `contentMode` of
    /// `.redraw` would.
    public func setNeedsDisplay(_ invalidRect: CGRect) { markPending(.display) }

    // MARK: Bookkeeping

    /// Marks steps pending here and tells the ancestors and the window.
    func markPending(_ steps: UpdateSteps) {
        guard !steps.isEmpty else { return }
        updateState.pendingSteps.formUnion(steps)
        propagatePendingSteps(steps)
    }

    /// Records `steps` in the subtree flags of this view and its ancestors (registering each
    /// in its parent's dirty lists), then asks the window, if any, for a pass.
    func propagatePendingSteps(_ steps: UpdateSteps) {
        guard !steps.isEmpty else { return }
        var view: UIView = self
        view.updateState.subtreeSteps.formUnion(steps)
        let touchesLayout = !steps.isDisjoint(with: .layoutPhase)
        let touchesDisplay = steps.contains(.display)
        while let parent = view.superview {
            if touchesLayout, !view.updateState.isInLayoutDirtyList {
                parent.updateState.layoutDirtySubviews.append(view)
                view.updateState.isInLayoutDirtyList = true
            }
            if touchesDisplay, !view.updateState.isInDisplayDirtyList {
                parent.updateState.displayDirtySubviews.append(view)
                view.updateState.isInDisplayDirtyList = true
            }
            let parentHadThem = parent.updateState.subtreeSteps.isSuperset(of: steps)
            parent.updateState.subtreeSteps.formUnion(steps)
            view = parent
            // Above a view that already had these steps, every ancestor has them too.
            if parentHadThem {
                while let next = view.superview { view = next }
                break
            }
        }
        (view as? UIWindow)?.scheduleUpdatePass()
    }

    func trackedDependencyChanged(step: UpdateSteps, generation: UInt32) {
        guard updateState.trackingGenerations[step] == generation else { return }
        markPending(step)
    }

    /// Makes the dependencies read by the last run of `step` inert: a change to them no
    /// longer invalidates this view (a reused cell must not follow its old model).
    func stopTracking(_ step: UpdateSteps) {
        _ = updateState.trackingGenerations.next(step)
        trackingReferenceIfCreated?.endTracking(step)
    }

    // MARK: Running steps

    /// Leaves Observation tracking of `updateProperties()` to the view itself: the update
    /// cycle still runs it, but no longer invalidates it when a model it read changes.
    ///
    /// For views that track finer than a whole method, as the SwiftUI hosting view does
    /// per view body; a tracking scope around theirs would swallow their dependencies.
    package func tracksPropertiesObservationItself() {
        updateState.selfTrackedSteps.insert(.properties)
    }

    /// Runs one step's method under observation tracking.
    func runTracked(_ step: UpdateSteps, _ body: () -> Void) {
        updateState.traitDependentSteps.remove(step)
        let generation = updateState.trackingGenerations.next(step)
        let tracked = !updateState.selfTrackedSteps.contains(step)
        ObservationTracking.run(self, step: step, generation: generation, tracked: tracked) {
            resolvedTraitsForDrawing.performAsCurrent(body)
        }
    }

    /// The layout step: the controller's will/did callbacks around `layoutSubviews()`, all tracked together.
    func runLayoutStep() {
        runTracked(.layout) {
            owningController?.viewWillLayoutSubviews()
            applyLayoutEngine()
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        // Corner radii depend on size and on the container's geometry: refresh after layout.
        if cornerConfigurationStorage != nil || hasIntrinsicCorners { cornerShapeDidChange() }
        if cornerConfigurationStorage != nil { applyCornerConfigurationToLayer() }
    }

    /// The constraints step: `updateConstraints()`, then the controller's `updateViewConstraints()`.
    func runConstraintsStep() {
        runTracked(.constraints) {
            updateConstraints()
            owningController?.updateViewConstraints()
        }
    }
}
