import Foundation
import OpenUIKit

/// Runs `body` and animates the view changes its state changes cause with `animation`.
///
/// ```swift
/// Button("More") {
///     withAnimation(.spring(duration: 0.4, bounce: 0.2)) { isExpanded.toggle() }
/// }
/// ```
///
/// The frames, opacity, colours and transforms of the views the change touches move along
/// the animation's curve on the frame clock, and views' own `animatableData` (a shape's
/// parameters) is interpolated frame by frame. How it differs from SwiftUI: the animation
/// does not reach views outside a hosting view's update.
/// - Parameters:
///   - animation: the curve; `nil` changes at once.
///   - body: the state changes.
/// - Returns: what `body` returns.
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` and animates the view changes it causes with `animation`, then calls
/// `completion` once the animation is complete.
///
/// How it differs from SwiftUI: both criteria call `completion` when the animations the
/// change started have ended (a spring's last tremble included); with no animation, or
/// nothing that animates, it runs on the next turn of the main queue.
@MainActor @preconcurrency
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let block = (animation ?? .linear(duration: 0)).beginPlatformAnimation()
    return try TransactionScope.with(Transaction(animation: animation)) {
        // The block's end runs the update pass: inside the transaction, so views see it.
        defer { block.commit(completion: completion) }
        return try body()
    }
}

/// Runs `body` in `transaction`: its state changes move their views as the transaction's
/// animation says (at once when it has none), and reach views' `transaction(_:)`
/// modifiers.
@MainActor @preconcurrency
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let animation = transaction.animation else {
        // What waited from before is not part of this transaction.
        UIView.flushPendingUpdates()
        return try TransactionScope.with(transaction) { try UIView.performWithoutAnimationFlushingUpdates(body) }
    }
    let block = animation.beginPlatformAnimation()
    return try TransactionScope.with(transaction) {
        defer { block.commit() }
        return try body()
    }
}

/// Runs `body` with `value` of `keyPath` set on a transaction, and `body`'s changes in it.
@MainActor @preconcurrency
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = TransactionScope.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
