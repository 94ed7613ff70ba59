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

    /// Whether the view's margins grow to its superview's where they overlap (stored; the
    /// engine does not yet apply it).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set { layoutState.preservesSuperviewLayoutMargins = newValue }
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

extension LayoutItems {
    /// Whether leading means right for this item.
    static func isRightToLeft(_ item: LayoutItem) -> Bool {
        (item as? UIView ?? item.layoutNode)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
}
