import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views,
/// the margins and safe area of a view.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
///     gap.widthAnchor.constraint(equalToConstant: 12),
/// ])
/// ```
@MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as last solved.
    open internal(set) var layoutFrame: CGRect = .zero

    public override init() { super.init() }

    var layoutParent: UIView? { owningView }
    var layoutNode: UIView? { owningView }
    var layoutItemFrame: CGRect { layoutFrame }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
