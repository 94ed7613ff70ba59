import Foundation

/// A view's Auto Layout state, made on first use so views laid out by hand carry one
/// pointer: whether its frame becomes constraints, the constraints installed on it, its
/// content priorities and layout guides.
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var constraints: [NSLayoutConstraint] = []
    var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var layoutGuides: [UILayoutGuide] = []
    var layoutMargins = ViewLayoutState.defaultLayoutMargins
    var preservesSuperviewLayoutMargins = false
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Whether the window's engine gave the view variables (so a hand-set frame of a view
    /// that translates its frame must reach the engine).
    var isInEngine = false
    /// Set while the engine itself sets the view's frame, so the change is not taken for
    /// a hand-set one (and the window need not be looked up for each placed view).
    var isBeingPlacedByEngine = false
    /// The system guides, made on first use, with the constraints that place them.
    var marginsGuide: InsetGuide?
    var safeAreaGuide: InsetGuide?
    var readableGuide: UILayoutGuide?

    /// A system guide inset from its view's edges, with its left, top, right and bottom
    /// constraints, whose constants follow the insets.
    struct InsetGuide {
        let guide: UILayoutGuide
        let constraints: [NSLayoutConstraint]
    }
    var insetsLayoutMarginsFromSafeArea = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true

    /// UIKit's default margins: 8 pt on every side.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    init(contentHugging: UILayoutPriority) {
        self.contentHugging = (contentHugging, contentHugging)
    }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState(contentHugging: UILayoutPriority(Self.defaultContentHuggingPriority))
        layoutStateStorage = state
        return state
    }

    /// Whether Auto Layout positions this view (it is constrained and does not translate
    /// its frame into constraints).
    var isPlacedByEngine: Bool { layoutStateStorage.map { !$0.translatesAutoresizingMaskIntoConstraints } ?? false }

    /// Something changed the constraints installed on this view: the window's engine takes
    /// them up at the next layout.
    func constraintsDidChange() {
        guard let window else { return }
        window.layoutEngine.setNeedsRebuild()
        window.setNeedsLayout()
    }

    /// A view whose frame translates into constraints was moved or resized (by hand, or
    /// a window resized): the engine changes the constants in place.
    func translatedFrameDidChange() {
        guard let state = layoutStateStorage, state.isInEngine, !state.isBeingPlacedByEngine,
            let window, let engine = window.layoutEngineIfCreated
        else { return }
        if state.translatesAutoresizingMaskIntoConstraints {
            if engine.translatedFrameDidChange(of: self) { window.setNeedsLayout() }
        } else {
            // A constrained view moved by hand goes back where the engine puts it at the
            // superview's next layout, as in UIKit.
            engine.frameWasSetByHand(self)
        }
    }

    /// Whether any view in this subtree has constraints or lays out by them.
    func subtreeUsesAutoLayout() -> Bool {
        if let state = layoutStateStorage, !state.constraints.isEmpty || !state.translatesAutoresizingMaskIntoConstraints { return true }
        return subviews.contains { $0.subtreeUsesAutoLayout() }
    }

    /// Before `layoutSubviews()`: brings the window's engine up to date (running pending
    /// `updateConstraints()` first, as UIKit does) and gives constrained subviews their frames.
    func applyLayoutEngine() {
        guard let window, let engine = window.layoutEngineIfCreated else { return }
        refreshSystemGuides()
        if window.updateState.subtreeSteps.contains(.constraints) { window.updateConstraintsIfNeeded() }
        engine.update()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// A constraint was installed on this view: the window's engine adds it in place at the
    /// next layout (or builds itself, the first time).
    func constraintDidInstall(_ constraint: NSLayoutConstraint) {
        guard let window else { return }
        if let engine = window.layoutEngineIfCreated { engine.enqueue(adding: constraint) } else { window.layoutEngine.setNeedsRebuild() }
        window.setNeedsLayout()
    }

    /// A constraint was removed from this view: the engine drops it in place.
    func constraintDidUninstall(_ constraint: NSLayoutConstraint) {
        guard let window, let engine = window.layoutEngineIfCreated else { return }
        engine.enqueue(removing: constraint)
        window.setNeedsLayout()
    }

    /// Before the view leaves its superview: constraints installed above it that reach into
    /// this subtree stop applying, as UIKit deactivates them.
    func deactivateConstraintsReachingIn() {
        var ancestor = superview
        while let current = ancestor {
            if let constraints = current.layoutStateStorage?.constraints, !constraints.isEmpty {
                let reaching = constraints.filter { constraint in
                    [constraint.firstItem, constraint.secondItem].contains { item in
                        ((item as? LayoutItem)?.layoutNode).map { $0 === self || $0.isDescendant(of: self) } ?? false
                    }
                }
                NSLayoutConstraint.deactivate(reaching)
            }
            ancestor = current.superview
        }
    }

    /// The view moved: its subtree's constraints and variables leave the old window's engine
    /// and join the new one's, in place (within one window, both). Constraints above it that
    /// reached into it were deactivated before it moved.
    func hierarchyDidChangeForLayout(oldWindow: UIWindow?) {
        if let oldWindow, let engine = oldWindow.layoutEngineIfCreated {
            engine.subtreeDidLeave(self)
            if oldWindow === window { engine.subtreeDidJoin(self) }
            oldWindow.setNeedsLayout()
        }
        guard let window, window !== oldWindow else { return }
        if let engine = window.layoutEngineIfCreated {
            engine.subtreeDidJoin(self)
            window.setNeedsLayout()
        } else if subtreeUsesAutoLayout() {
            window.layoutEngine.setNeedsRebuild()
            window.setNeedsLayout()
        }
    }
}
