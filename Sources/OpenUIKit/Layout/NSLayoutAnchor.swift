import Foundation

/// One attribute of a view or layout guide, for making constraints with type checking: an x
/// anchor relates only to x anchors, a dimension only to dimensions.
///
/// ```swift
/// badge.centerYAnchor.constraint(equalTo: title.centerYAnchor)
/// badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8)
/// ```
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        let first: AnyObject = item ?? LayoutItems.detached
        let second: AnyObject? = anchor.map { other -> AnyObject in other.item ?? LayoutItems.detached }
        return NSLayoutConstraint(first: first, firstAttribute: attribute, relation: relation,
                                  second: second, secondAttribute: anchor?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }

    nonisolated open override var description: String {
        guard Thread.isMainThread else { return "NSLayoutAnchor" }
        return MainActor.assumeIsolated { "\(LayoutItems.name(of: item)).\(attribute.name)" }
    }
}

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
        constraint(.equal, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }
}

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
        constraint(.equal, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
    }
}
