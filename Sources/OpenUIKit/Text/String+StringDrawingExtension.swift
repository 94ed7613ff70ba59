import Foundation

/// An OpenUIKit extension: `NSString`'s drawing methods on `String`, so Swift strings
/// need no `as NSString`. Apple documents these on `NSString` only; code written against
/// Apple's frameworks casts (`(text as NSString).size(withAttributes:)`), which works here
/// too.
extension String {
    /// Draws the string on one line with its top left at `point` (as Swift code calls
    /// `NSString`'s method on a `String`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in lines within `rect`, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// The size the string takes on one line with `attrs`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes within `size`.
    public func boundingRect(
        with size: CGSize, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
