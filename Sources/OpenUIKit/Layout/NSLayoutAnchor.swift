import Foundation

/// One attribute of a view or layout guide, for making constraints with type checking: an x
/// anchor relates only to x anchors, a dimension only to dimensions.
///
/// ```swift
/// badge.centerYAnchor.constraint(equalTo: title.centerYAnchor)
/// badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8)
/// ```
@preconcurrency @MainActor
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

    /// `self (relation) anchor + multiplier × the system spacing`: the system-spacing forms
    /// of both axes.
    final func spaced(_ relation: NSLayoutConstraint.Relation, from anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(relation, anchor, multiplier: 1, constant: LayoutItems.systemSpacing * multiplier)
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
