import Foundation

/// Told about a presentation's adaptation to its environment and its dismissal by the
/// user (a swipe down on a sheet, a tap outside a popover). Every method has a default.
///
/// ```swift
/// final class EditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
///     var hasChanges = false
///     func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
///         !hasChanges   // keep the sheet up while there are unsaved edits
///     }
/// }
/// ```
///
/// `presentationControllerWillDismiss` and `presentationControllerDidDismiss` come only
/// for dismissals the user started, as in UIKit; `dismiss(animated:)` does not send them.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment; `.none` keeps the presentation's own.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in the environment `traitCollection`; by default the answer
    /// of `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation now; `false` keeps it on screen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user tried to dismiss a presentation that refused (`isModalInPresentation` or
    /// `presentationControllerShouldDismiss` answered `false`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user is dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation and its transition ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation's own adaptation: a popover becomes a sheet in a compact
    /// environment; the other styles stay as they are.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.defaultAdaptiveStyle
    }

    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
