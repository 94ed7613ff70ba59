import Foundation

/// Settings and results of one string-drawing call (Apple's `NSStringDrawingContext`).
///
/// OpenUIKit does not shrink text to fit, so `actualScaleFactor` is always 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor text may be shrunk by to fit (not applied by OpenUIKit).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor text was shrunk by: always 1 here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last call's text took.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no shrinking.
    public override init() { super.init() }
}
