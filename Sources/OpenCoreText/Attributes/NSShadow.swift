import Foundation

/// A shadow behind text: an offset, a blur and a colour (UIKit's `.shadow` attribute).
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowOffset = CGSize(width: 0, height: 2)
/// shadow.shadowBlurRadius = 4
/// shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
/// label.attributedText = NSAttributedString(string: "Glass", attributes: [.shadow: shadow])
/// ```
///
/// The offset is in points, positive down and to the right, as UIKit draws it; the blur
/// radius spreads the shadow about that far. The colour is a `UIColor` or `CGColor`
/// (black at a third opacity when `nil`).
open class NSShadow: NSObject, @unchecked Sendable {
    /// How far the shadow is moved from the text.
    open var shadowOffset: CGSize = .zero
    /// How far the shadow spreads, in points.
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if !shadowBlurRadius.isFinite || shadowBlurRadius < 0 { shadowBlurRadius = 0 } }
    }
    /// The shadow's colour.
    open var shadowColor: Any?

    public override init() { super.init() }
}
