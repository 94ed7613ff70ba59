import Foundation

/// An anchor on the vertical axis: top, bottom, centre y, baselines.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A dimension measuring from this anchor to `otherAnchor` (negative when the other
    /// lies above).
    ///
    /// OpenUIKit measures it with a hidden layout guide spanning the two anchors, added to
    /// their nearest common ancestor.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        let guide = OffsetGuide.spanning(from: self, to: otherAnchor) { guide in
            [guide.topAnchor.constraint(equalTo: self), guide.bottomAnchor.constraint(equalTo: otherAnchor)]
        }
        return guide.heightAnchor
    }

    /// `self == anchor + multiplier × the system spacing` (8 pt between siblings).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, from: anchor, multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, from: anchor, multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, from: anchor, multiplier)
    }
}
