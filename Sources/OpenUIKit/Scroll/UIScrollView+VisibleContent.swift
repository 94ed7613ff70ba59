import Foundation

extension UIScrollView {
    /// Whether some of `view` (a descendant) shows inside the scroll view's visible bounds:
    /// what UIKit's lists count as visible.
    func isInVisibleBounds(_ view: UIView) -> Bool {
        guard !view.isHidden else { return false }
        let frame = convert(view.bounds, from: view)
        let overlap = frame.intersection(bounds)
        return !overlap.isNull && overlap.width > 0 && overlap.height > 0
    }
}
