import Foundation
import Synchronization

/// A dependency change recorded by Observation, waiting to reach its view on the main actor.
///
/// Observation calls `onChange` on whatever thread mutates the model, before the new value
/// is stored. The token only notes which tracked run of which object it belongs to; the
/// main actor applies it, and ignores it if that method has run again since (its newer
/// run made a newer token).
final class TrackingToken: Sendable {
    private let reference: WeakReference
    let step: UpdateSteps
    let generation: UInt32

    init(target: AnyObject, step: UpdateSteps, generation: UInt32) {
        self.reference = WeakReference(target)
        self.step = step
        self.generation = generation
    }

    @MainActor var target: (any UpdateTrackingTarget)? { reference.object as? any UpdateTrackingTarget }
}

/// A weak reference handed across threads but only dereferenced on the main actor.
final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Objects whose tracked methods can be invalidated: views and view controllers.
@MainActor
protocol UpdateTrackingTarget: AnyObject {
    /// Called when a dependency read by the run of `step` numbered `generation` changed.
    func trackedDependencyChanged(step: UpdateSteps, generation: UInt32)
}

/// Collects tracking tokens from any thread and delivers them on the main actor, either
/// from a scheduled task or synchronously when an update runs (`layoutIfNeeded()` right
/// after a model change sees the change).
final class InvalidationInbox: Sendable {
    static let shared = InvalidationInbox()

    private struct State {
        var tokens: [TrackingToken] = []
        var deliveryScheduled = false
    }

    private let state = Mutex(State())

    /// Records a change; schedules one delivery on the main actor for any number of posts.
    func post(_ token: TrackingToken) {
        let schedule = state.withLock { state -> Bool in
            state.tokens.append(token)
            defer { state.deliveryScheduled = true }
            return !state.deliveryScheduled
        }
        if schedule {
            Task { @MainActor in InvalidationInbox.shared.deliver() }
        }
    }

    /// Applies every recorded change.
    @MainActor func deliver() {
        let tokens = state.withLock { state -> [TrackingToken] in
            state.deliveryScheduled = false
            defer { state.tokens.removeAll(keepingCapacity: true) }
            return state.tokens
        }
        for token in tokens {
            token.target?.trackedDependencyChanged(step: token.step, generation: token.generation)
        }
    }

    /// Whether changes wait for delivery.
    var hasPendingChanges: Bool { state.withLock { !$0.tokens.isEmpty } }
}
