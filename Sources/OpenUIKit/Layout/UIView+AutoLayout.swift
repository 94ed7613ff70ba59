import Foundation

extension UIView {
    /// The fitting size asking for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The fitting size asking for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the view's frame and autoresizing become constraints (`true`, the default);
    /// set `false` to position the view with your own constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            constraintsDidChange()
        }
    }

    /// The constraints installed on this view (by activation: those whose nearest common
    /// ancestor is this view).
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.constraints ?? [] }

    /// Activates `constraint` (UIKit's older API; prefer `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.container === self { constraint.isActive = false }
    }
    /// Deactivates each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return UILayoutPriority(Self.defaultContentHuggingPriority) }
        return axis == .horizontal ? state.contentHugging.horizontal : state.contentHugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.contentHugging.horizontal = priority } else { layoutState.contentHugging.vertical = priority }
        intrinsicSizeConstraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compressionResistance.horizontal = priority } else { layoutState.compressionResistance.vertical = priority }
        intrinsicSizeConstraintsDidChange()
    }

    func intrinsicSizeConstraintsDidChange() {
        guard let engine = window?.layoutEngineIfCreated else { return }
        engine.intrinsicSizeDidChange(of: self)
        window?.setNeedsLayout()
    }

    // MARK: Layout guides

    /// The layout guides added to this view.
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Adds a layout guide, measured in this view's coordinates.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutState.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide; constraints on it stop applying.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutState.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        constraintsDidChange()
    }

    // MARK: Anchors

    /// The leading edge: the left in left-to-right layouts, the right in right-to-left ones.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge: the right in left-to-right layouts, the left in right-to-left ones.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge, whatever the layout direction.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge, whatever the layout direction.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Fitting

    /// The size the view's constraints give it closest to `targetSize`
    /// (`layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the
    /// largest), both dimensions at fitting priority.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it closest to `targetSize`, each dimension held
    /// to the target with the given priority (`.required` fixes it, as a table cell's width).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        LayoutFitting.size(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }
    var layoutNode: UIView? { self }
    var layoutItemFrame: CGRect { frame }
}
