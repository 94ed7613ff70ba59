import Foundation

extension UIView {
    /// The space Auto Layout keeps inside the view's edges for the margin attributes and
    /// `layoutMarginsGuide` (8 pt on every side by default).
    public var layoutMargins: UIEdgeInsets {
        get { layoutStateStorage?.layoutMargins ?? ViewLayoutState.defaultLayoutMargins }
        set {
            guard newValue != layoutMargins else { return }
            layoutState.layoutMargins = newValue
            constraintsDidChange()
            layoutMarginsDidChange()
        }
    }

    /// The layout margins by leading and trailing edge.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the view's margins grow to cover its superview's margins where the view
    /// reaches into them (`false` by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            constraintsDidChange()
        }
    }

    /// The margins Auto Layout measures with: `layoutMargins`, from the safe area's edges
    /// when `insetsLayoutMarginsFromSafeArea`, grown to the superview's margins where they
    /// overlap when `preservesSuperviewLayoutMargins` (read from the current frames).
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let outer = superview.effectiveLayoutMargins, bounds = superview.bounds, frame = self.frame
            margins = UIEdgeInsets(
                top: max(margins.top, outer.top - (frame.minY - bounds.minY)),
                left: max(margins.left, outer.left - (frame.minX - bounds.minX)),
                bottom: max(margins.bottom, outer.bottom - (bounds.maxY - frame.maxY)),
                right: max(margins.right, outer.right - (bounds.maxX - frame.maxX)))
        }
        return margins
    }

    /// How the view's content flips in right-to-left layouts.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            layoutState.semanticContentAttribute = newValue
            constraintsDidChange()
        }
    }

    /// The layout direction of the view's content: forced by `semanticContentAttribute`,
    /// else the trait collection's.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
}
