import Foundation

/// Bars that get out of the way: with `hidesBarsOnSwipe`, dragging the content up (reading
/// on) slides the bar and a shown toolbar away and dragging it down brings them back; with
/// `hidesBarsOnTap`, a tap in the content toggles them.
extension UINavigationController {
    /// How far a drag must go before the bars follow it.
    static let swipeToHideDistance: CGFloat = 24

    func setUpBarHiding() {
        barHideOnTapGestureRecognizer.isEnabled = false
        barHideOnTapGestureRecognizer.actions.append { [weak self] recognizer in
            guard let self, recognizer.state == .recognized, let view = self.viewIfLoaded else { return }
            let point = recognizer.location(in: view)
            // Taps on the bars themselves are theirs.
            guard !self.barCovers(point) else { return }
            self.setBarsHidden(self.barHiding.isShown(self.navigationBar), animated: true)
        }
    }

    /// Follows a drag in the top screen's scroll view: far enough up hides the bars, far
    /// enough down shows them.
    func hideOrShowBarsForSwipe(in scrollView: UIScrollView) {
        guard hidesBarsOnSwipe, scrollView.isDragging else {
            swipeAnchor = nil
            return
        }
        let offset = scrollView.contentOffset.y
        guard let anchor = swipeAnchor else {
            swipeAnchor = offset
            return
        }
        let shown = barHiding.isShown(navigationBar)
        if shown, offset - anchor > Self.swipeToHideDistance {
            swipeAnchor = offset
            setBarsHidden(true, animated: true)
        } else if !shown, anchor - offset > Self.swipeToHideDistance {
            swipeAnchor = offset
            setBarsHidden(false, animated: true)
        } else if shown ? offset < anchor : offset > anchor {
            // Moving back the other way starts the distance again from here.
            swipeAnchor = offset
        }
    }

    /// Hides or shows the bar, and the toolbar when it was showing (or went with the bar).
    private func setBarsHidden(_ hidden: Bool, animated: Bool) {
        setNavigationBarHidden(hidden, animated: animated)
        if hidden, barHiding.isShown(toolbar) {
            toolbarHiddenWithBars = true
            setToolbarHidden(true, animated: animated)
        } else if !hidden, toolbarHiddenWithBars {
            toolbarHiddenWithBars = false
            setToolbarHidden(false, animated: animated)
        }
    }

    private func barCovers(_ point: CGPoint) -> Bool {
        (barHiding.isShown(navigationBar) && navigationBar.frame.contains(point))
            || (barHiding.isShown(toolbar) && toolbar.frame.contains(point))
    }
}
