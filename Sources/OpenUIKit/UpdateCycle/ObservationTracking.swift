import Foundation
import Observation

/// Runs tracked update methods inside `withObservationTracking`.
@MainActor
enum ObservationTracking {
    /// Whether UIKit-style automatic tracking is on. Read once from the `UIObservationTrackingEnabled`
    /// Info.plist key (missing means on, as on iOS 26); settable for tests and apps.
    static var isEnabled: Bool = (Bundle.main.object(forInfoDictionaryKey: "UIObservationTrackingEnabled") as? Bool) ?? true

    /// The object and step whose tracked method is running, innermost last: trait reads are
    /// attributed to it.
    private(set) static var running: [(target: ObjectIdentifier, step: UpdateSteps)] = []

    /// Runs `body` as run `generation` of `step` of `target`, recording its Observable reads
    /// unless `tracked` is false (the target tracks them itself).
    static func run(_ target: any UpdateTrackingTarget, step: UpdateSteps, generation: UInt32, tracked: Bool = true, _ body: () -> Void) {
        running.append((ObjectIdentifier(target), step))
        defer { running.removeLast() }
        guard isEnabled, tracked else {
            body()
            return
        }
        let reference = target.trackingReference
        let change = TrackedChange(reference: reference, step: step, generation: generation)
        reference.track(step, body, changed: { InvalidationInbox.shared.post(change) })
    }
}
