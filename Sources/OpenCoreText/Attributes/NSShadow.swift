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
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// How far the shadow is moved from the text.
    open var shadowOffset: CGSize = .zero
    /// How far the shadow spreads, in points.
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if !shadowBlurRadius.isFinite || shadowBlurRadius < 0 { shadowBlurRadius = 0 } }
    }
    /// The shadow's colour.
    open var shadowColor: Any?

    public override init() { super.init() }

    /// Shadows are equal when their offset, blur radius and colour match, as on Apple's
    /// platforms, so equal shadows make one attribute run.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        if other === self { return true }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && Self.colorsMatch(shadowColor, other.shadowColor)
    }

    /// A hash of the offset and blur radius (colours of different types can be equal).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        return hasher.finalize()
    }

    private static func colorsMatch(_ first: Any?, _ second: Any?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first as NSObject, let second as NSObject): return first.isEqual(second)
        case (let first as AnyHashable, let second as AnyHashable): return first == second
        default: return false
        }
    }
}
