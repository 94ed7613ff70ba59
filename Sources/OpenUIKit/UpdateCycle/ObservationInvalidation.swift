import Foundation

/// How other modules of the package (OpenSwiftUI's view bodies) hand Observation's
/// change callbacks, which come on any thread, to the main actor: through the same
/// delivery as UIKit's tracked methods, so `layoutIfNeeded()` right after a model change
/// and `waitForScheduledUpdates()` see them.
package enum ObservationInvalidation {
    /// Runs `invalidation` on the main actor at the next delivery of tracked changes.
    package static func post(_ invalidation: @escaping @MainActor @Sendable () -> Void) {
        InvalidationInbox.shared.post(invalidation: invalidation)
    }
}
