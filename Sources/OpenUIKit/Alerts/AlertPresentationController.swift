import Foundation

/// Shows an alert controller on a glass panel over dimmed content: an alert centred in the
/// safe area, growing in as its glass materializes; an action sheet along the bottom,
/// sliding up, its corners concentric with the display's.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The widest an alert gets, and the room it keeps from the screen's sides.
    static let alertWidth: CGFloat = 320
    static let alertSideMargin: CGFloat = 36
    /// The widest an action sheet gets, and the room it keeps from the screen's edges.
    static let sheetWidth: CGFloat = 500
    static let sheetInset: CGFloat = 8
    /// How much larger an alert starts as it grows in.
    static let growScale: CGFloat = 1.1
    /// How opaque the system background over the glass is: alerts are glass, but frostier
    /// than controls, so what is behind never competes with the text.
    static let fillOpacity: CGFloat = 0.35

    private unowned let alert: UIAlertController
    let chrome = PresentationChromeView()

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(presentedViewController: alert, presenting: nil)
    }

    override var presentedView: UIView? { chrome }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container else { return .zero }
        return placement(in: container).frame
    }

    override var shouldRemovePresentersView: Bool { false }

    /// Alerts keep their look in every environment.
    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    private var isSheet: Bool { alert.preferredStyle == .actionSheet }
    private var content: AlertContentView? { alert.view as? AlertContentView }

    // MARK: Placement

    private func placement(in container: UIView) -> (frame: CGRect, corners: UICornerConfiguration, bottomInset: CGFloat) {
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        let buttonRadius = AlertContentView.buttonHeight / 2
        let radius = buttonRadius + AlertContentView.buttonInset
        if isSheet {
            let width = max(0, min(Self.sheetWidth, bounds.width - safe.left - safe.right - 2 * Self.sheetInset))
            let displayRadius = container.window?.screen.displayCornerRadius ?? 0
            let bottomRadius = max(radius, displayRadius - Self.sheetInset)
            let bottomInset = max(AlertContentView.buttonInset, bottomRadius - buttonRadius, safe.bottom - Self.sheetInset)
            content?.bottomInset = bottomInset
            let maximumHeight = max(0, bounds.height - safe.top - 2 * Self.sheetInset)
            let height = min(content?.fittingHeight(width: width) ?? 0, maximumHeight)
            let frame = CGRect(x: bounds.midX - width / 2, y: bounds.maxY - Self.sheetInset - height, width: width, height: height)
            return (frame, .uniformEdges(topRadius: .fixed(radius), bottomRadius: .fixed(bottomRadius)), bottomInset)
        }
        let area = bounds.inset(by: safe)
        let width = max(0, min(Self.alertWidth, area.width - 2 * Self.alertSideMargin))
        content?.bottomInset = AlertContentView.buttonInset
        let maximumHeight = max(0, area.height - 2 * AlertContentView.buttonInset)
        let height = min(content?.fittingHeight(width: width) ?? 0, maximumHeight)
        let frame = CGRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
        return (frame, .fixed(radius), AlertContentView.buttonInset)
    }

    // MARK: Presentation hooks

    override func installViews(in container: PresentationContainerView) {
        container.dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.35)
        container.dimmingView.isHidden = false
        chrome.fillView.alpha = Self.fillOpacity
        install(chrome, in: container)
    }

    override func layoutViews(in container: PresentationContainerView) {
        guard !isDismissing else { return }
        let placement = placement(in: container)
        chrome.frame = placement.frame
        chrome.corners = placement.corners
        chrome.contentSize = placement.frame.size
    }

    /// An alert grows in from a little larger as its glass materializes and the content
    /// fades in (only fades with Reduce Motion) and fades away; an action sheet slides up
    /// from below the screen and back down.
    override func animateTransition(in container: PresentationContainerView, presenting: Bool, completion: @escaping () -> Void) {
        let rest = chrome.frame
        let away = isSheet ? rest.offsetBy(dx: 0, dy: container.bounds.maxY - rest.minY) : grown(rest)
        if presenting {
            container.dimmingView.alpha = 0
            chrome.frame = away
            if !isSheet { chrome.setMaterialized(false, fillOpacity: Self.fillOpacity) }
        }
        let animations = {
            container.dimmingView.alpha = presenting ? 1 : 0
            if self.isSheet {
                self.chrome.frame = presenting ? rest : away
            } else {
                if presenting { self.chrome.frame = rest }
                self.chrome.setMaterialized(presenting, fillOpacity: Self.fillOpacity)
            }
        }
        if presenting, !isSheet {
            UIView.animate(springDuration: Self.growDuration, bounce: 0.15, animations: animations) { _ in completion() }
        } else {
            UIView.animate(springDuration: isSheet ? Self.transitionDuration : Self.fadeDuration, bounce: 0, animations: animations) { _ in completion() }
        }
    }

    /// `frame` grown about its centre to where an alert starts (unchanged with Reduce Motion).
    private func grown(_ frame: CGRect) -> CGRect {
        guard !UIAccessibility.isReduceMotionEnabled else { return frame }
        let dx = frame.width * (Self.growScale - 1) / 2, dy = frame.height * (Self.growScale - 1) / 2
        return frame.insetBy(dx: -dx, dy: -dy)
    }

    static let growDuration: TimeInterval = 0.4
    static let fadeDuration: TimeInterval = 0.25

    // MARK: Dismissal by the user

    /// A tap outside an action sheet chooses its cancel action; alerts wait for a choice.
    override var dismissesOnTapOutside: Bool { isSheet && alert.cancelAction != nil }

    override func userDidDismiss() {
        guard let cancel = alert.cancelAction else { return }
        cancel.handler?(cancel)
    }
}
