import Foundation

/// Hides and shows a container's bars (navigation bar, toolbar, tab bar), sliding them off
/// and on screen when animated while the screens' safe areas follow in the same animation.
///
/// A bar being hidden counts as hidden at once (the container lays its content out without
/// it) but stays visible, sliding out, until the animation ends. The container asks
/// `isShown(_:)` and `isSlidingOut(_:)` when it lays the bars out.
@MainActor
final class BarHiding {
    private var slidingOut: [UIView] = []

    /// UIKit's duration for animated hiding and showing (`hideShowBarDuration`).
    static let duration: TimeInterval = 0.2

    /// Whether `bar` takes room: not hidden and not on its way out.
    func isShown(_ bar: UIView) -> Bool {
        !bar.isHidden && !isSlidingOut(bar)
    }

    /// Whether `bar` is sliding off screen (it should be placed there).
    func isSlidingOut(_ bar: UIView) -> Bool {
        slidingOut.contains { $0 === bar }
    }

    /// Hides or shows `bar` in the container whose view is `view`. Animated (and on
    /// screen), the bar slides between where it rests and `offscreenFrame()` while the view
    /// lays out again; otherwise the view just lays out again.
    func set(_ bar: UIView, hidden: Bool, animated: Bool, in view: UIView?, offscreenFrame: () -> CGRect) {
        guard hidden == isShown(bar) else { return }
        let animates = animated && view?.window != nil
        let wasSlidingOut = isSlidingOut(bar)
        slidingOut.removeAll { $0 === bar }
        guard animates, let view else {
            bar.isHidden = hidden
            view?.setNeedsLayout()
            return
        }
        if hidden {
            slidingOut.append(bar)
        } else if bar.isHidden || wasSlidingOut {
            bar.isHidden = false
            // It comes in from off screen (or turns back from wherever it had slid to).
            if !wasSlidingOut { UIView.performWithoutAnimation { bar.frame = offscreenFrame() } }
        }
        view.setNeedsLayout()
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            view.layoutIfNeeded()
        }, completion: { [weak self, weak bar] _ in
            guard let self, let bar, self.isSlidingOut(bar) else { return }
            self.slidingOut.removeAll { $0 === bar }
            bar.isHidden = true
        })
    }
}
