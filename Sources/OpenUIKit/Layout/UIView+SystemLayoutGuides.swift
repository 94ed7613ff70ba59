import Foundation

extension UIView {
    /// A guide inset from the view's edges by its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        insetGuide(\.marginsGuide, identifier: "UIViewLayoutMarginsGuide", insets: effectiveLayoutMargins, name: "UIView-%@Margin-guide-constraint")
    }

    /// A guide covering the part of the view no bar, notch or home indicator overlaps:
    /// the view inset by its `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        insetGuide(\.safeAreaGuide, identifier: "UIViewSafeAreaLayoutGuide", insets: safeAreaInsets, name: "UIViewSafeAreaLayoutGuide-%@")
    }

    /// A guide within the layout margins no wider than comfortable reading: at most
    /// 672 pt wide (UIKit's readable width at the default text size), centred.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutState.readableGuide { return guide }
        let guide = makeSystemGuide("UIViewReadableContentGuide")
        layoutState.readableGuide = guide
        let margins = layoutMarginsGuide
        let fill = guide.widthAnchor.constraint(equalTo: margins.widthAnchor)
        fill.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: Self.readableContentWidth),
            fill,
        ])
        return guide
    }

    /// The widest the readable content guide grows, points (UIKit's at the default text size).
    static let readableContentWidth: CGFloat = 672

    /// Whether the layout margins are measured from the safe area's edges rather than the
    /// view's (`true` by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            constraintsDidChange()
        }
    }

    /// How far the safe area lies inside the view's edges: where the superview's safe area
    /// (the window's insets at the top of the tree) overlaps the view, plus a view
    /// controller's `additionalSafeAreaInsets` and the room its container's bars take
    /// (a navigation bar), on its root view.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.windowSafeAreaInsets
        } else if window != nil, let superview {
            let outer = Self.safeRect(superview.bounds, superview.safeAreaInsets)
            let frame = convert(bounds, to: superview)
            insets = UIEdgeInsets(top: max(0, outer.minY - frame.minY), left: max(0, outer.minX - frame.minX),
                                  bottom: max(0, frame.maxY - outer.maxY), right: max(0, frame.maxX - outer.maxX))
        }
        if let controller = owningController {
            for extra in [controller.additionalSafeAreaInsets, controller.contentOverlayInsets] {
                insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                      bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
            }
        }
        return insets
    }

    /// `bounds` inset by `insets`, never negative in size (insets larger than the view
    /// leave an empty rectangle where they meet).
    private static func safeRect(_ bounds: CGRect, _ insets: UIEdgeInsets) -> CGRect {
        let width = max(0, bounds.width - insets.left - insets.right), height = max(0, bounds.height - insets.top - insets.bottom)
        return CGRect(x: bounds.minX + min(insets.left, bounds.width), y: bounds.minY + min(insets.top, bounds.height), width: width, height: height)
    }

    /// Brings the safe-area and margins guides' constants up to date (safe-area insets
    /// follow the view's place on screen); before the view's layout.
    func refreshSystemGuides() {
        guard let state = layoutStateStorage else { return }
        if let pinned = state.safeAreaGuide { Self.update(pinned.constraints, to: safeAreaInsets) }
        if let pinned = state.marginsGuide { Self.update(pinned.constraints, to: effectiveLayoutMargins) }
    }

    /// The inset guide stored at `keyPath`, made (and pinned inside this view by `insets`)
    /// on first use.
    private func insetGuide(_ keyPath: ReferenceWritableKeyPath<ViewLayoutState, ViewLayoutState.InsetGuide?>,
                            identifier: String, insets: UIEdgeInsets, name: String) -> UILayoutGuide {
        if let pinned = layoutState[keyPath: keyPath] { return pinned.guide }
        let guide = makeSystemGuide(identifier)
        layoutState[keyPath: keyPath] = ViewLayoutState.InsetGuide(guide: guide, constraints: pin(guide, insets: insets, name: name))
        return guide
    }

    private func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// Four constraints placing `guide` inside this view by `insets`: left, top, right, bottom.
    private func pin(_ guide: UILayoutGuide, insets: UIEdgeInsets, name: String) -> [NSLayoutConstraint] {
        let constraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: insets.left),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
            guide.rightAnchor.constraint(equalTo: rightAnchor, constant: -insets.right),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
        ]
        for (constraint, edge) in zip(constraints, ["left", "top", "right", "bottom"]) {
            constraint.identifier = name.replacingOccurrences(of: "%@", with: edge)
        }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    private static func update(_ constraints: [NSLayoutConstraint], to insets: UIEdgeInsets) {
        let values = [insets.left, insets.top, -insets.right, -insets.bottom]
        for (constraint, value) in zip(constraints, values) where constraint.constant != value { constraint.constant = value }
    }

    /// The safe area changed for this subtree: views with a safe-area guide lay out again,
    /// which refreshes the guide.
    func setNeedsLayoutInSubtreeForSafeArea() {
        // Scroll views lay out too: their adjusted insets follow the safe area.
        if let state = layoutStateStorage, state.safeAreaGuide != nil || state.marginsGuide != nil {
            setNeedsLayout()
        } else if self is UIScrollView || self is any SafeAreaDependentLayout {
            setNeedsLayout()
        }
        // Margin attributes include the safe area: the engine re-reads them.
        if self is UIWindow || owningController != nil { constraintsDidChange() }
        for subview in subviews { subview.setNeedsLayoutInSubtreeForSafeArea() }
    }
}

/// A view whose own layout reads its safe area (a SwiftUI hosting view): it lays out again
/// when the safe area changes.
package protocol SafeAreaDependentLayout: UIView {}
