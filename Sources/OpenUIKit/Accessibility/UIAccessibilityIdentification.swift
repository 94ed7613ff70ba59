import Foundation

/// Objects that carry an identifier for UI tests and tools to find them by, which
/// assistive technologies never read.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    /// A string that identifies the object, such as `"playButton"`.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// A string that identifies the view to UI tests and tools.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
}
