import Foundation
import OpenUIKitTesting
@testable @_spi(OpenUIKit) import OpenUIKit

/// A phone-sized window (390 x 844, safe area 47 on top and 34 at the bottom) showing `root`.
@MainActor
func presentationScene(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screen = UIScreen(bounds: window.bounds, scale: 1)
    window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// Lets a presentation's transition run to its end.
@MainActor
func finishTransitions(in window: UIWindow) {
    for _ in 0..<50 { TestClock.advance(by: 1.0 / 60) }
    window.layoutIfNeeded()
}

/// Records what a presentation delegate hears.
@MainActor
final class PresentationDelegateJournal: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle ?? controller.defaultAdaptiveStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { entries.append("didAttempt") }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { entries.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { entries.append("didDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) { entries.append("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
        entries.append("shouldDismissPopover")
        return true
    }
    func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) { entries.append("didDismissPopover") }
}

/// Whether two lengths agree to a thousandth of a point (frames pass through centres and
/// bounds, which round).
func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
