import Foundation

/// Runs the main-actor part of a deinitializer: at once when the object is released on
/// the main actor, as UIKit objects are, or on the main actor soon after when the last
/// reference went away elsewhere.
///
/// A deinitializer written this way, rather than `isolated deinit`, keeps its class
/// usable from Swift 5 code with `@preconcurrency` semantics.
package enum MainActorCleanup {
    package static func run(_ cleanup: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated(cleanup)
        } else {
            Task { @MainActor in cleanup() }
        }
    }

    /// Whether the caller runs on the main actor (the main thread, or the main queue).
    package static var isOnMainActor: Bool { Thread.isMainThread || isOnMainQueue }

    /// Whether the caller runs on the main queue, which is the main actor's executor. The
    /// main thread alone does not tell: on Linux a worker thread drains the main queue once
    /// the process calls `dispatchMain()`.
    private static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
