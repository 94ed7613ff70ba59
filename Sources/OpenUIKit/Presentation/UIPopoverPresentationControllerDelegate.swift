import Foundation

/// Told about a popover's presentation and asked before a tap outside dismisses it, on
/// top of what a presentation delegate hears. Every method has a default.
///
/// ```swift
/// extension InsightsViewController: UIPopoverPresentationControllerDelegate {
///     func adaptivePresentationStyle(for controller: UIPresentationController,
///                                    traitCollection: UITraitCollection) -> UIModalPresentationStyle {
///         .none   // a popover on a phone too
///     }
///     func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) {
///         popover.presentedViewController.view.layoutIfNeeded()
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be laid out and shown.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover dismisses it.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
