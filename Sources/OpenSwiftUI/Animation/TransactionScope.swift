import Foundation
import OpenUIKit

/// The transactions of the `withTransaction` and `withAnimation` calls running now,
/// innermost last: a state change made inside one takes its transaction to the views it
/// changes.
@MainActor
enum TransactionScope {
    private static var stack: [Transaction] = []

    /// The transaction of the innermost call running; an empty one outside them.
    static var current: Transaction { stack.last ?? Transaction() }

    /// Runs `body` with `transaction` current.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        stack.append(transaction)
        defer { stack.removeLast() }
        return try body()
    }
}

extension Animation {
    /// Progress of this animation after a time, for a layer animation to follow.
    var platformPacing: @Sendable (TimeInterval) -> Double? {
        { [self] time in
            var context = AnimationContext<Double>()
            return animate(value: 1.0, time: time, context: &context)
        }
    }

    /// Opens a UIKit animation block that moves what changes in it along this animation.
    @MainActor
    func beginPlatformAnimation() -> PacedAnimationBlock {
        UIView.beginAnimation(pacedBy: platformPacing, duration: min(runningDuration, .greatestFiniteMagnitude))
    }
}
