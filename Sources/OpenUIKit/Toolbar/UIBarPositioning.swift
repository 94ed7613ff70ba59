import Foundation

/// A bar that knows where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits, as its delegate decided.
    var barPosition: UIBarPosition { get }
}
