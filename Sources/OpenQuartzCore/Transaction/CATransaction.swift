import Foundation

/// Groups layer changes. OpenQuartzCore has no implicit animations yet, so a transaction
/// only nests and carries its settings: changes apply at once either way.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Settings {
        var disableActions = false
        var animationDuration: TimeInterval = 0.25
        var completionBlock: (@MainActor () -> Void)?
    }

    private static var stack: [Settings] = []

    /// Opens a transaction.
    public static func begin() { stack.append(Settings()) }

    /// Closes the innermost transaction and runs its completion block.
    public static func commit() {
        guard let settings = stack.popLast() else { return }
        settings.completionBlock?()
    }

    /// Whether implicit actions are disabled in the current transaction.
    public static func disableActions() -> Bool { stack.last?.disableActions ?? false }

    /// Sets whether implicit actions are disabled in the current transaction.
    public static func setDisableActions(_ flag: Bool) {
        if stack.isEmpty { return }
        stack[stack.count - 1].disableActions = flag
    }

    /// The animation duration of the current transaction.
    public static func animationDuration() -> TimeInterval { stack.last?.animationDuration ?? 0.25 }

    /// Sets the animation duration of the current transaction.
    public static func setAnimationDuration(_ duration: TimeInterval) {
        if stack.isEmpty { return }
        stack[stack.count - 1].animationDuration = duration
    }

    /// A block run when the current transaction commits (at once when there is none).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        if stack.isEmpty {
            block?()
            return
        }
        stack[stack.count - 1].completionBlock = block
    }

    /// Commits every open transaction.
    public static func flush() {
        while !stack.isEmpty { commit() }
    }
}
