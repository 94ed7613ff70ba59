import Foundation

/// UIKit's string drawing for plain strings: the attributes apply to the whole string.
/// See `NSAttributedString`'s drawing methods for the defaults.
extension NSString {
    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        attributed(attrs).draw(at: point)
    }

    /// Draws the string in lines within `rect`, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        attributed(attrs).draw(in: rect)
    }

    /// Draws the string in `rect` with `options`.
    public func draw(
        with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        attributed(attributes).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes on one line with `attrs`. Fractional: round up to size views.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attrs).size()
    }

    /// The rectangle the string takes within `size`; see
    /// `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }

    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: self as String, attributes: attributes)
    }
}
