import Foundation
import Synchronization

extension NSLayoutConstraint {
    /// The largest magnitude a constant or multiplier keeps. Past it, the solver's ratios
    /// lose every digit of the ordinary values beside them, so UIKit substitutes a smaller
    /// value and logs once; OpenUIKit does the same with this limit.
    static let numberLimit: CGFloat = 100_000_000

    private static let reportedExceedingLimit = Mutex(false)

    /// `value` clamped to the solver's limit (finite values only; non-finite ones are
    /// refused elsewhere), with UIKit's one-time log when it had to change.
    static func withinLimits(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) > numberLimit else { return value }
        let firstTime = reportedExceedingLimit.withLock { reported in
            defer { reported = true }
            return !reported
        }
        if firstTime {
            ConsoleLog.report(
                "This NSLayoutConstraint is being configured with a constant that exceeds internal limits. "
                    + "A smaller value will be substituted, but this problem should be fixed. "
                    + "This will be logged only once.")
        }
        return value < 0 ? -numberLimit : numberLimit
    }
}
