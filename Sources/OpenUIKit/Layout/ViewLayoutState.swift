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
    /// The system guides, made on first use, with the constraints that place them.
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var safeAreaGuideConstraints: [NSLayoutConstraint] = []
    var marginsGuideConstraints: [NSLayoutConstraint] = []
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
        guard let state = layoutStateStorage, state.isInEngine, state.translatesAutoresizingMaskIntoConstraints,
              let window, let engine = window.layoutEngineIfCreated else { return }
        if engine.translatedFrameDidChange(of: self) { window.setNeedsLayout() }
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

    /// The view moved: the engines of its old and new windows rebuild (constraint
    /// expressions follow the path between views).
    func hierarchyDidChangeForLayout(oldWindow: UIWindow?) {
        if let engine = oldWindow?.layoutEngineIfCreated {
            engine.setNeedsRebuild()
            oldWindow?.setNeedsLayout()
        }
        guard let window, window !== oldWindow || window.layoutEngineIfCreated != nil else { return }
        if window.layoutEngineIfCreated != nil || subtreeUsesAutoLayout() {
            window.layoutEngine.setNeedsRebuild()
            window.setNeedsLayout()
        }
    }
}
