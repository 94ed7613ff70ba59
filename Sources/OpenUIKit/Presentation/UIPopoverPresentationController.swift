import Foundation

/// Presents a controller in a popover that grows out of a source: a bar button item or a
/// view.
///
/// ```swift
/// let picker = CalendarPickerViewController()
/// picker.modalPresentationStyle = .popover
/// picker.preferredContentSize = CGSize(width: 320, height: 360)
/// picker.popoverPresentationController?.sourceItem = calendarBarButtonItem
/// picker.popoverPresentationController?.delegate = self
/// present(picker, animated: true)
/// ```
///
/// The popover takes its content's `preferredContentSize` and sits beside its source on a
/// permitted side. A tap outside it dismisses it once the delegate agrees
/// (`popoverPresentationControllerShouldDismissPopover` and
/// `presentationControllerShouldDismiss`), except on `passthroughViews`, which take the
/// touch. In a compact environment (a phone) the popover adapts to a sheet
/// (`adaptiveSheetPresentationController`) unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` answers `.none`.
///
/// In iOS 26's look the popover is a Liquid Glass panel that materializes out of its
/// source and shrinks back into it when dismissed; it has no arrow.
///
/// Differs from UIKit: `delegate` is typed as the presentation delegate (set a
/// `UIPopoverPresentationControllerDelegate`, it is told what popovers tell).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// What the popover grows out of: a `UIBarButtonItem` or a `UIView`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        didSet { container?.setNeedsLayout() }
    }

    /// The bar button item the popover grows out of (deprecated in UIKit for `sourceItem`).
    open var barButtonItem: UIBarButtonItem? {
        get { sourceItem as? UIBarButtonItem }
        set { sourceItem = newValue }
    }

    /// The view the popover grows out of when there is no `sourceItem`.
    open var sourceView: UIView? {
        didSet { container?.setNeedsLayout() }
    }

    /// The rectangle in `sourceView` the popover grows out of; empty means its bounds.
    open var sourceRect = CGRect.zero {
        didSet { container?.setNeedsLayout() }
    }

    /// The sides of the source the popover may sit on.
    open var permittedArrowDirections = UIPopoverArrowDirection.any {
        didSet { container?.setNeedsLayout() }
    }

    /// The side the popover took; `.unknown` until it is placed.
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown

    /// Views outside the popover that keep taking touches while it shows.
    open var passthroughViews: [UIView]?

    /// An opaque colour over the popover's glass; `nil` keeps the glass clear.
    open var backgroundColor: UIColor? {
        didSet { applyBackground() }
    }

    /// The room kept between the popover and the edges of the safe area.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { container?.setNeedsLayout() }
    }

    /// The sheet the popover adapts to in a compact environment; configure its detents here.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)

    /// The popover's glass panel, which holds the presented view.
    open override var presentedView: UIView? { chrome }

    /// The popover's frame beside its source.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        return placement(in: container).frame
    }

    open override var shouldPresentInFullscreen: Bool { false }
    open override var shouldRemovePresentersView: Bool { false }

    /// The radius of the popover's corners.
    static let cornerRadius: CGFloat = 26
    let chrome = PresentationChromeView()

    private var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }

    // MARK: Adaptation

    override var defaultAdaptiveStyle: UIModalPresentationStyle { .formSheet }
    override var adaptiveSheet: UISheetPresentationController? { adaptiveSheetPresentationController }

    // MARK: Placement

    /// The source's frame in `container`; the container's centre when the source is not on screen.
    func sourceFrame(in container: UIView) -> CGRect {
        var frame: CGRect?
        if let sourceItem {
            frame = sourceItem.frame(in: container)
        } else if let sourceView {
            let rect = sourceRect.isEmpty || !sourceRect.isFiniteRect ? sourceView.bounds : sourceRect
            frame = sourceView.window === container.window ? sourceView.convert(rect, to: container) : nil
        }
        guard let frame, frame.isFiniteRect else {
            return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        return frame
    }

    private func placement(in container: UIView) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins.finiteOrZero)
        let geometry = PopoverGeometry(area: area, source: sourceFrame(in: container),
                                       preferredSize: presentedViewController.preferredContentSize)
        return geometry.placement(permitted: permittedArrowDirections)
    }

    /// How opaque the fill over the glass is: opaque in `backgroundColor`, or none.
    private var fillOpacity: CGFloat { backgroundColor == nil ? 0 : 1 }

    private func applyBackground() {
        chrome.fillView.backgroundColor = backgroundColor
        chrome.fillView.alpha = fillOpacity
    }

    // MARK: Presentation hooks

    override func installViews(in container: PresentationContainerView) {
        popoverDelegate?.prepareForPopoverPresentation(self)
        chrome.corners = .fixed(Self.cornerRadius)
        applyBackground()
        install(chrome, in: container)
    }

    override func layoutViews(in container: PresentationContainerView) {
        guard !isDismissing else { return }
        let placement = placement(in: container)
        arrowDirection = placement.direction
        chrome.frame = placement.frame
        chrome.contentSize = placement.frame.size
    }

    /// The popover grows out of its source: the panel widens from the source's frame while
    /// its glass materializes and the content fades in; dismissal runs it backwards.
    override func animateTransition(in container: PresentationContainerView, presenting: Bool, completion: @escaping () -> Void) {
        let rest = chrome.frame
        let source = sourceFrame(in: container)
        if presenting {
            chrome.frame = source
            chrome.setMaterialized(false, fillOpacity: fillOpacity)
        }
        UIView.animate(springDuration: Self.growDuration, bounce: 0, animations: {
            self.chrome.frame = presenting ? rest : source
            self.chrome.setMaterialized(presenting, fillOpacity: self.fillOpacity)
        }, completion: { _ in completion() })
    }

    /// How long the popover grows and shrinks.
    static let growDuration: TimeInterval = 0.4

    override var dismissesOnTapOutside: Bool { true }

    override func passesTouchesThrough(at point: CGPoint) -> Bool {
        guard let container else { return false }
        return passthroughViews?.contains { view in
            view.window === container.window && view.bounds.contains(container.convert(point, to: view))
        } ?? false
    }

    override func userMayDismiss() -> Bool {
        popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true
    }

    override func userDidDismiss() {
        popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
    }
}
