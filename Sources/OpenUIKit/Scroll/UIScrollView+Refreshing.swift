import Foundation

extension UIScrollView {
    /// Puts the refresh control just above the content, across the scroll view.
    func placeRefreshControl() {
        guard let refreshControl else { return }
        let frame = CGRect(x: 0, y: -contentInset.top - UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        if refreshControl.frame != frame { refreshControl.frame = frame }
    }

    /// Tells the refresh control how far the content is pulled past its top.
    func reportPullToRefreshControl() {
        guard let refreshControl else { return }
        let distance = -adjustedContentInset.top - contentOffset.y
        refreshControl.contentPulled(by: distance, dragging: isDragging)
    }

    /// The refresh control started or ended: content resting at the top makes room for
    /// the spinner or closes it, animated.
    func refreshInsetDidChange(animated: Bool) {
        let inset = adjustedContentInset
        followedAdjustedInset = inset
        guard !isDragging, !isDecelerating else { return }
        let resting = CGPoint(x: contentOffset.x, y: -inset.top)
        let atTop = contentOffset.y <= -inset.top + UIRefreshControl.height + 0.5
        guard atTop, resting != contentOffset else { return }
        if animated {
            UIView.animate(withDuration: 0.3) { self.contentOffset = resting }
        } else {
            contentOffset = resting
        }
    }
}
