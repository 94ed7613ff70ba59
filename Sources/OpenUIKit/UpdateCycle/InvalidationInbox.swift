import Foundation
import Synchronization

/// A dependency change recorded by Observation, waiting to reach its object on the main actor.
///
/// Observation reports the change on whatever thread mutates the model, once the new value
/// is stored (see `ObservationAfterChange`). The change only notes which tracked run of which object it belongs to; the
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

    /// The object, while it is alive.
    var object: AnyObject? { isValid.load(ordering: .acquiring) ? target : nil }

    /// Called by the owner as it goes away.
    func invalidate() { isValid.store(false, ordering: .releasing) }
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
        var changes: [TrackedChange] = []
        /// Invalidations of other modules of the package (SwiftUI bodies), in order.
        var invalidations: [@MainActor @Sendable () -> Void] = []
        var deliveryScheduled = false
    }

    private let state = Mutex(State())

    /// Records a change; schedules one delivery on the main actor for any number of posts.
    func post(_ change: TrackedChange) {
        record { $0.changes.append(change) }
    }

    /// Records an invalidation to run on the main actor with the tracked changes: the same
    /// delivery, so an update pass started right after a model change sees it too.
    func post(invalidation: @escaping @MainActor @Sendable () -> Void) {
        record { $0.invalidations.append(invalidation) }
    }

    private func record(_ add: (inout State) -> Void) {
        let schedule = state.withLock { state -> Bool in
            add(&state)
            defer { state.deliveryScheduled = true }
            return !state.deliveryScheduled
        }
        if schedule {
            Task { @MainActor in InvalidationInbox.shared.deliver() }
        }
    }

    /// Applies every recorded change.
    @MainActor func deliver() {
        let (changes, invalidations) = state.withLock { state in
            state.deliveryScheduled = false
            defer {
                state.changes.removeAll(keepingCapacity: true)
                state.invalidations.removeAll(keepingCapacity: true)
            }
            return (state.changes, state.invalidations)
        }
        for change in changes { change.deliver() }
        for invalidation in invalidations { invalidation() }
    }

    /// Whether changes wait for delivery.
    var hasPendingChanges: Bool { state.withLock { !$0.changes.isEmpty || !$0.invalidations.isEmpty } }
}
