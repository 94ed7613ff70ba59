import Foundation

/// A view a collection view reuses as content scrolls: the base of cells and of
/// supplementary views (headers, footers). Views that scroll away are kept in a reuse
/// queue and handed out again by `dequeueReusable…`, after `prepareForReuse()`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The attributes last applied (what the layout says about this view).
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// Whether a self-sizing layout must measure the view again (new, or its content changed).
    var needsSizing = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame: how the collection view makes registered classes (Swift
    /// can only call a required initializer on a class value). Subclasses that override
    /// `init(frame:)` inherit it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is handed out again; reset what a configuration set.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond geometry (the collection view sets frame, alpha,
    /// transform, z order and visibility); override to read custom attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves to another layout.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    /// Called after the view moved to another layout.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes this view would like: for self-sizing layouts, the given ones with
    /// the height (the width when it scrolls horizontally) the content needs at the given width.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        guard layoutAttributes.sizesItself else { return preferred }
        preferred.size.height = fittingHeight(forWidth: layoutAttributes.size.width)
        return preferred
    }

    /// The height the content needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        sizingRoot.contentFittingHeight(forWidth: contentWidth(forWidth: width), fallback: frame.height)
    }

    /// The width the content gets when the view is `width` wide.
    func contentWidth(forWidth width: CGFloat) -> CGFloat { width }

    /// The view whose content decides the size (the content view in cells).
    var sizingRoot: UIView { self }
}

extension UIView {
    /// Whether constraints size this view's content (a subview opted out of autoresizing).
    var usesConstraintsForSizing: Bool {
        subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The height a cell's content view needs at `width`: from constraints when its
    /// subviews use them, otherwise from the subviews' own sizing (a configuration's
    /// content view); `fallback` when there is nothing to measure.
    func contentFittingHeight(forWidth width: CGFloat, fallback: CGFloat) -> CGFloat {
        if usesConstraintsForSizing {
            return systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                           withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
        }
        let heights = subviews.filter { !$0.isHidden }.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
        return heights.max() ?? fallback
    }

    /// Swaps a cell's background (or selected background) view: the new one fills the
    /// cell, below `anchor`.
    func replaceCellDecoration(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: anchor)
    }

    /// Shows a content configuration in this view (a cell's content view): `current`
    /// takes it when it supports it, otherwise the configuration's own view replaces it.
    func showContentConfiguration(_ configuration: any UIContentConfiguration, replacing current: (any UIView & UIContentView)?) -> any UIView & UIContentView {
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        return view
    }
}
