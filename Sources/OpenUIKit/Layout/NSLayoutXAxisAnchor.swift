import Foundation

/// An anchor on the horizontal axis: leading, trailing, left, right, centre x.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor` (negative when the other
    /// lies before), to constrain a distance: `a.anchorWithOffset(to: b).constraint(equalTo: c.widthAnchor)`.
    ///
    /// OpenUIKit measures it with a hidden layout guide spanning the two anchors, added to
    /// their nearest common ancestor.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        let guide = OffsetGuide.spanning(from: self, to: otherAnchor) { guide in
            // Leading and trailing anchors are spanned by the guide's own, so both flip together.
            attribute.isDirectional || otherAnchor.attribute.isDirectional
                ? [guide.leadingAnchor.constraint(equalTo: self), guide.trailingAnchor.constraint(equalTo: otherAnchor)]
                : [guide.leftAnchor.constraint(equalTo: self), guide.rightAnchor.constraint(equalTo: otherAnchor)]
        }
        return guide.widthAnchor
    }

    /// `self == anchor + multiplier × the system spacing` (8 pt between siblings).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, from: anchor, multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier)
    }
}
