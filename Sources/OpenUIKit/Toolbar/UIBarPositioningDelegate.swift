import Foundation

/// Decides where a bar sits.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits; by default `.any`.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
