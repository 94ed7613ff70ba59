import Foundation

/// An animation block opened by ``UIView/beginAnimation(pacedBy:duration:)`` and closed by
/// ``commit()``: what changes in between, and what the observable changes made in between
/// cause in the update pass (as `.flushUpdates`), animates. Views stay interactive.
@MainActor
package struct PacedAnimationBlock {
    fileprivate let scope: AnimationScope

    /// Closes the block and starts its animations; `completion` runs once they have all
    /// ended (at once, on the next turn of the main queue, when nothing animates).
    package func commit(completion: (@MainActor () -> Void)? = nil) {
        scope.commit(completion: completion.map { done in { _ in done() } })
    }
}

extension UIView {
    /// Opens an animation block whose progress after each elapsed time is `pacing`'s
    /// (`nil` once it has ended), over `duration` seconds: how SwiftUI's `withAnimation`
    /// reaches the layers. Close it with ``PacedAnimationBlock/commit()``.
    package static func beginAnimation(
        pacedBy pacing: @escaping @Sendable (TimeInterval) -> Double?, duration: TimeInterval
    ) -> PacedAnimationBlock {
        let scope = AnimationScope(duration: duration, delay: 0, timing: .paced(pacing), options: [.flushUpdates, .allowUserInteraction])
        scope.begin()
        return PacedAnimationBlock(scope: scope)
    }
}

extension UIView {
    /// Runs `body` with animations off, applying the update pass's work before and after it:
    /// how SwiftUI's transactions without an animation reach the views.
    package static func performWithoutAnimationFlushingUpdates<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AnimationScope.withoutAnimation(flushingUpdates: true, body)
    }

    /// Runs `body` with animations off and nothing flushed: for changes made while the
    /// update pass applies others.
    package static func performWithoutAnimationInPlace(_ body: () -> Void) {
        AnimationScope.withoutAnimation(flushingUpdates: false, body)
    }
}

extension UIView {
    /// Applies the update pass's pending work in every window now (nothing while a pass runs).
    package static func flushPendingUpdates() {
        UpdatePass.flushAllWindows()
    }
}
