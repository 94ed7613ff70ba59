import Foundation

/// Something constraints position: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view this item's frame is measured in (a view's superview, a guide's owner),
    /// and the view that stands for the item in the hierarchy (the view itself, a guide's
    /// owner).
    var layoutParent: UIView? { get }
    var layoutNode: UIView? { get }
    /// The item's frame in `layoutParent`'s coordinates.
    var layoutItemFrame: CGRect { get }
}
