import Foundation

extension UIScrollView {
    /// As in UIKit, content resting at its top (or leading) edge stays there when the
    /// adjusted insets change, so a list under a navigation bar that arrives starts below
    /// it; the scroll view then hears of the change (`adjustedContentInsetDidChange()`).
    func followAdjustedContentInset() {
        let inset = adjustedContentInset
        let old = followedAdjustedInset ?? .zero
        followedAdjustedInset = inset
        guard inset != old else { return }
        if !isTracking, !isDecelerating {
            var offset = contentOffset
            if abs(offset.y + old.top) < 0.5 { offset.y = -inset.top }
            if abs(offset.x + old.left) < 0.5 { offset.x = -inset.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
    }
}
