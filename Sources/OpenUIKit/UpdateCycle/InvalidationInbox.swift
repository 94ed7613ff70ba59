import Foundation
import Synchronization

/// A dependency change recorded by Observation, waiting to reach its object on the main actor.
///
/// Observation reports the change on whatever thread mutates the model, once the new value
/// is stored (see `TrackedRun`). The change only notes which tracked run of which object it belongs to; the
/// main actor applies it, and ignores it if that method has run again since (its newer
/// run registered its own dependencies).
struct TrackedChange: Sendable {
    let reference: WeakReference
    let step: UpdateSteps
    let generation: UInt32

    /// Applies the change to its view or controller, if it is still alive.
    @MainActor func deliver() {
        // The reference knows its target's class, so no dynamic protocol cast is needed.
        guard let object = reference.object else { return }
        if reference.isView {
            unsafeDowncast(object, to: UIView.self).trackedDependencyChanged(step: step, generation: generation)
        } else {
            unsafeDowncast(object, to: UIViewController.self).trackedDependencyChanged(step: step, generation: generation)
        }
    }
}

/// A reference to a view or controller handed to Observation's change callbacks, which
/// may run on any thread, and only dereferenced on the main actor.
///
/// It is not a `weak` reference on purpose: weak references give their target a side
/// table, which makes every later retain and release of it slower. Its owner calls
/// `invalidate()` in its deinit instead, and the reference is only followed while valid.
final class WeakReference: Sendable {
    nonisolated(unsafe) private unowned(unsafe) let target: AnyObject
    private let isValid = Atomic<Bool>(true)
    /// Whether the target is a view (otherwise a view controller).
    let isView: Bool

    init(view: UIView) {
        target = view
        isView = true
    }

    init(controller: UIViewController) {
        target = controller
        isView = false
    }

    /// The tracked runs of the object's steps, by step index.
    private let observations = Mutex([ObservationSlot](repeating: ObservationSlot(), count: UpdateSteps.indexCount))

    /// The object, while it is alive.
    var object: AnyObject? { isValid.load(ordering: .acquiring) ? target : nil }

    /// Runs a step's method of the object, watching what it reads (see `ObservationSlot`).
    /// (The slot is taken out while the method runs: the method may track other objects.)
    func track(_ step: UpdateSteps, _ body: () -> Void, changed: @escaping @Sendable () -> Void) {
        var slot = takeSlot(step)
        slot.track(body, changed: changed)
        observations.withLock { $0[step.index] = slot }
    }

    /// Stops watching what the last run of a step read.
    func endTracking(_ step: UpdateSteps) {
        var slot = takeSlot(step)
        slot.end()
    }

    /// Called by the owner as it goes away: its runs stop watching the models they read.
    func invalidate() {
        isValid.store(false, ordering: .releasing)
        let slots = observations.withLock { observations in
            defer { observations = observations.map { _ in ObservationSlot() } }
            return observations
        }
        for var slot in slots { slot.end() }
    }

    private func takeSlot(_ step: UpdateSteps) -> ObservationSlot {
        observations.withLock { observations in
            defer { observations[step.index] = ObservationSlot() }
            return observations[step.index]
        }
    }
}

/// Objects whose tracked methods can be invalidated: views and view controllers.
@MainActor
protocol UpdateTrackingTarget: AnyObject {
    /// One weak reference to the object, shared by all its tracked runs.
    var trackingReference: WeakReference { get }

    /// Called when a dependency read by the run of `step` numbered `generation` changed.
    func trackedDependencyChanged(step: UpdateSteps, generation: UInt32)
}

/// Collects tracked changes from any thread and delivers them on the main actor, either
/// from a scheduled task or synchronously when an update runs (`layoutIfNeeded()` right
/// after a model change sees the change).
final class InvalidationInbox: Sendable {
    static let shared = InvalidationInbox()

    private struct State {
        /// Changes, each marked whether it came from another thread than the deliveries'.
        var changes: [(change: TrackedChange, foreign: Bool)] = []
        /// Invalidations of other modules of the package (SwiftUI bodies), in order.
        var invalidations: [(run: @MainActor @Sendable () -> Void, foreign: Bool)] = []
        /// Whether a delivery task is queued on the main actor (deliveries made by update
        /// passes meanwhile do not need another).
        var deliveryTaskQueued = false
        /// The thread the main actor last delivered on.
        var deliveringThread: pthread_t?

        /// Whether the calling thread is another than the one deliveries run on: a write
        /// from another thread, not one an update made itself.
        var callerIsForeign: Bool { deliveringThread.map { pthread_equal($0, pthread_self()) == 0 } ?? true }
    }

    private let state = Mutex(State())

    /// Records a change; schedules one delivery on the main actor for any number of posts.
    func post(_ change: TrackedChange) {
        record { $0.changes.append((change, $0.callerIsForeign)) }
    }

    /// Records an invalidation to run on the main actor with the tracked changes: the same
    /// delivery, so an update pass started right after a model change sees it too.
    func post(invalidation: @escaping @MainActor @Sendable () -> Void) {
        record { $0.invalidations.append((invalidation, $0.callerIsForeign)) }
    }

    private func record(_ add: (inout State) -> Void) {
        let schedule = state.withLock { state -> Bool in
            add(&state)
            defer { state.deliveryTaskQueued = true }
            return !state.deliveryTaskQueued
        }
        if schedule { scheduleDelivery() }
    }

    private func scheduleDelivery() {
        Task { @MainActor in
            InvalidationInbox.shared.state.withLock { $0.deliveryTaskQueued = false }
            InvalidationInbox.shared.deliver()
        }
    }

    /// Applies recorded changes.
    ///
    /// Between the rounds of an update pass, `holdingBackOtherThreads` leaves changes that
    /// other threads made for a delivery after the pass: a model another thread keeps
    /// writing would otherwise make its views run again and again within one pass, and be
    /// stopped as if they invalidated themselves. Those views update in the next pass.
    @MainActor func deliver(holdingBackOtherThreads: Bool = false) {
        let (changes, invalidations, scheduleAgain) = state.withLock { state in
            state.deliveringThread = pthread_self()
            guard holdingBackOtherThreads else {
                defer {
                    state.changes.removeAll(keepingCapacity: true)
                    state.invalidations.removeAll(keepingCapacity: true)
                }
                return (state.changes.map(\.change), state.invalidations.map(\.run), false)
            }
            let changes = state.changes.filter { !$0.foreign }.map(\.change)
            let invalidations = state.invalidations.filter { !$0.foreign }.map(\.run)
            state.changes.removeAll { !$0.foreign }
            state.invalidations.removeAll { !$0.foreign }
            let heldBack = !state.changes.isEmpty || !state.invalidations.isEmpty
            let scheduleAgain = heldBack && !state.deliveryTaskQueued
            if scheduleAgain { state.deliveryTaskQueued = true }
            return (changes, invalidations, scheduleAgain)
        }
        if scheduleAgain { scheduleDelivery() }
        for change in changes { change.deliver() }
        for invalidation in invalidations { invalidation() }
    }

    /// Whether changes wait for delivery.
    var hasPendingChanges: Bool { state.withLock { !$0.changes.isEmpty || !$0.invalidations.isEmpty } }
}
