import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenUIKit

/// One piece of glass on a screen, as the audit sees it.
@MainActor
struct GlassSurface {
    let view: UIView
    let attachment: GlassAttachment
    /// The glass's frame in the window, as drawn now.
    let frame: CGRect
    /// Where it comes in drawing order (later is on top).
    let order: Int

    var container: GlassAttachment? { attachment.enclosingContainer }

    var look: GlassAttachment.GlassLook? {
        if case .glass(let look) = attachment.activeMaterial { return look }
        return nil
    }

    var isInteractive: Bool { look?.isInteractive == true }
    var isThin: Bool { look?.isThin == true }

    /// A shape of the app's own (a traced path) rather than the built-in corners or ellipse.
    var hasCustomShape: Bool {
        if case .path = attachment.shape { return true }
        return false
    }

    /// Whether touches on the glass do something: a control, a gesture or a button element in it.
    var isTappable: Bool {
        func tappable(_ view: UIView) -> Bool {
            if let control = view as? UIControl, control.isEnabled { return true }
            if view.accessibilityTraits.contains(.button) { return true }
            if view.gestureRecognizers?.contains(where: { $0.isEnabled && !($0 is any GlassTouchObserving) }) == true { return true }
            return view.subviews.contains { !$0.isHidden && tappable($0) }
        }
        return tappable(view)
    }

    /// The app's visible glass in `window`, in drawing order: the system's own panels
    /// (sheets, popovers, alerts, menus) are the platform's glass, not the app's, and glass
    /// a panel covers is not visible.
    static func all(in window: UIWindow) -> [GlassSurface] {
        let shown = LayerPresentation(showing: window.layer, at: MediaClock.current.now)
        var found: [GlassSurface] = []
        var drawn = 0
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view.isPresentationPanel {
                let panel = shown.convert(shown.bounds(of: view.layer), from: view.layer, to: window.layer)
                found.removeAll { panel.contains($0.frame) }
            } else if let attachment = view.glassAttachment, attachment.activeMaterial?.isGlass == true,
                      view.superview?.isPresentationPanel != true {
                let frame = shown.convert(shown.bounds(of: view.layer), from: view.layer, to: window.layer)
                if frame.intersects(window.bounds), frame.width > 0, frame.height > 0 {
                    found.append(GlassSurface(view: view, attachment: attachment, frame: frame, order: drawn))
                    drawn += 1
                }
            }
            for child in view.subviews { visit(child) }
        }
        visit(window)
        return found
    }
}
