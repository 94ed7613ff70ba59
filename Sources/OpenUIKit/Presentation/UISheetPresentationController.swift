import Foundation

/// Presents a controller as a sheet that rests at one of its detents and can be dragged
/// between them, and down to dismiss.
///
/// ```swift
/// let filters = FiltersViewController()
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.largestUndimmedDetentIdentifier = .medium
/// }
/// present(filters, animated: true)
/// ```
///
/// In iOS 26's look, a sheet below full height is Liquid Glass, inset from the screen's
/// edges with corners concentric with the display's; at full height it reaches the edges
/// and turns opaque. Give the presented view no background of its own to let the glass
/// show. Below `largestUndimmedDetentIdentifier` the content behind stays undimmed and
/// takes touches; above it, it is dimmed and a tap on it dismisses the sheet.
///
/// Dragging the sheet's scrolling content down while it rests at its top moves the sheet
/// down; dragging it up expands the sheet to its next detent first
/// (`prefersScrollingExpandsWhenScrolledToEdge`), then scrolls.
///
/// Differs from UIKit: `delegate` is typed as the presentation delegate (set a
/// `UISheetPresentationControllerDelegate`, it is told of detent changes); a drag that
/// expands the sheet stops at the largest detent instead of scrolling on, and the
/// presenting screen is not pushed back at full height (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at; an empty list is taken as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            sheetGeometryDidChange()
        }
    }

    /// The detent the sheet rests at; `nil` is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { sheetGeometryDidChange() }
    }

    /// The largest detent at which the content behind stays undimmed and interactive;
    /// `nil` dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { sheetGeometryDidChange() }
    }

    /// Whether dragging the sheet's scrolling content up from its top expands the sheet to
    /// a larger detent before the content scrolls (`true`, as in UIKit), or scrolls it.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the grabber shows at the top of the sheet.
    open var prefersGrabberVisible = false {
        didSet { chrome.grabber.isHidden = !prefersGrabberVisible }
    }

    /// The radius of the sheet's corners; `nil` is the system's (concentric with the display).
    open var preferredCornerRadius: CGFloat? {
        didSet { sheetGeometryDidChange() }
    }

    /// Runs `changes` (to detents, the selected detent, dimming) as one animation.
    open func animateChanges(_ changes: () -> Void) {
        UIView.animate(springDuration: Self.transitionDuration, bounce: 0) {
            changes()
            self.container?.layoutIfNeeded()
        }
    }

    /// Resolves the detents again (custom resolvers may answer differently now).
    open func invalidateDetents() {
        sheetGeometryDidChange()
    }

    /// The sheet's glass panel, which holds the presented view.
    open override var presentedView: UIView? { chrome }

    /// The sheet's frame at its resting detent.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        return SheetGeometry(sheet: self, container: container).restingFrame
    }

    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { false }

    // MARK: State (see UISheetPresentationController+Dragging.swift)

    let chrome = PresentationChromeView()
    /// Where the dragged sheet's top edge is, while the user drags it.
    var draggedTop: CGFloat?
    /// Where the top edge was when the drag began.
    var dragStartTop: CGFloat?
    lazy var dragRecognizer = makeDragRecognizer()
    lazy var grabberTapRecognizer = makeGrabberTapRecognizer()

    /// The detent the sheet rests at now, by identifier.
    var currentDetentIdentifier: Detent.Identifier? {
        guard let container else { return selectedDetentIdentifier }
        return SheetGeometry(sheet: self, container: container).resting.identifier
    }

    private func sheetGeometryDidChange() {
        guard let container else { return }
        container.setNeedsLayout()
        if AnimationScope.current != nil { container.layoutIfNeeded() }
    }

    // MARK: Presentation hooks

    override func installViews(in container: PresentationContainerView) {
        chrome.grabber.isHidden = !prefersGrabberVisible
        if chrome.gestureRecognizers?.contains(where: { $0 === dragRecognizer }) != true {
            chrome.addGestureRecognizer(dragRecognizer)
            chrome.addGestureRecognizer(grabberTapRecognizer)
        }
        install(chrome, in: container)
    }

    override func layoutViews(in container: PresentationContainerView) {
        // A dismissal moves the sheet from wherever it is (a drag may have left it low).
        guard !isDismissing else { return }
        let geometry = SheetGeometry(sheet: self, container: container)
        let placement = geometry.placement(top: draggedTop ?? geometry.restingTop)
        chrome.frame = placement.frame
        chrome.corners = placement.corners
        chrome.fillView.alpha = placement.attachment
        container.dimmingView.isHidden = false
        container.dimmingView.alpha = geometry.dimsContent ? 1 : 0
    }

    override func animateTransition(in container: PresentationContainerView, presenting: Bool, completion: @escaping () -> Void) {
        let rest = chrome.frame
        let below = rest.offsetBy(dx: 0, dy: container.bounds.height - rest.minY)
        let dimming = container.dimmingView.alpha
        if presenting {
            chrome.frame = below
            container.dimmingView.alpha = 0
        }
        UIView.animate(springDuration: Self.transitionDuration, bounce: 0, animations: {
            self.chrome.frame = presenting ? rest : below
            container.dimmingView.alpha = presenting ? dimming : 0
        }, completion: { _ in completion() })
    }

    override var dismissesOnTapOutside: Bool {
        guard let container else { return false }
        return SheetGeometry(sheet: self, container: container).dimsContent
    }

    override func passesTouchesThrough(at point: CGPoint) -> Bool {
        guard let container else { return false }
        return !SheetGeometry(sheet: self, container: container).dimsContent
    }

    override func userDismissalWasRefused() {
        settle(at: currentDetentIdentifier)
    }
}
