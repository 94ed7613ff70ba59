import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension UIScrollView {
    /// Sizes and places the indicators for the visible part of the content: 3-point
    /// capsules along the trailing and bottom edges, shorter while the content is past an
    /// edge, at least 36 points long.
    func updateIndicators() {
        let visible = bounds
        let thickness: CGFloat = 3, margin: CGFloat = 3, minimum: CGFloat = 36
        let color: UIColor = switch indicatorStyle {
        case .white: .white
        case .black: .black
        case .default: UIColor(white: 0, alpha: 0.35)
        }
        let range = offsetRange
        if contentSize.height > 0, visible.height > 0 {
            let insets = verticalScrollIndicatorInsets
            let track = visible.height - insets.top - insets.bottom - margin * 2
            let overshoot = max(0, range.y.lowerBound - visible.minY) + max(0, visible.minY - range.y.upperBound)
            let length = max(minimum, track * min(1, visible.height / max(1, contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom)) - overshoot)
            let span = range.y.upperBound - range.y.lowerBound
            let fraction = span > 0 ? min(1, max(0, (visible.minY - range.y.lowerBound) / span)) : 0
            verticalIndicator.frame = CGRect(
                x: visible.maxX - thickness - margin - insets.right, y: visible.minY + insets.top + margin + (track - length) * fraction,
                width: thickness, height: max(0, min(length, track)))
        }
        if contentSize.width > 0, visible.width > 0 {
            let insets = horizontalScrollIndicatorInsets
            let track = visible.width - insets.left - insets.right - margin * 2 - thickness - margin
            let length = max(minimum, track * min(1, visible.width / max(1, contentSize.width)))
            let span = range.x.upperBound - range.x.lowerBound
            let fraction = span > 0 ? min(1, max(0, (visible.minX - range.x.lowerBound) / span)) : 0
            horizontalIndicator.frame = CGRect(
                x: visible.minX + insets.left + margin + (track - length) * fraction, y: visible.maxY - thickness - margin - insets.bottom,
                width: max(0, min(length, track)), height: thickness)
        }
        verticalIndicator.backgroundColor = color
        horizontalIndicator.backgroundColor = color
    }

    /// Shows the indicators of the axes that scroll.
    func showIndicators() {
        if let indicatorFade { indicatorFade.cancel() }
        indicatorFade = nil
        verticalIndicator.alpha = showsVerticalScrollIndicator && scrollsVertically ? 1 : 0
        horizontalIndicator.alpha = showsHorizontalScrollIndicator && scrollsHorizontally ? 1 : 0
    }

    /// Fades the indicators out half a second after scrolling stops.
    func scheduleIndicatorFade() {
        if let indicatorFade { indicatorFade.cancel() }
        indicatorFade = MediaClock.current.at(MediaClock.current.now + 0.5) { [weak self] in
            guard let self, !self.isDragging, !self.isDecelerating else { return }
            self.indicatorFade = nil
            UIView.animate(withDuration: 0.3) {
                self.verticalIndicator.alpha = 0
                self.horizontalIndicator.alpha = 0
            }
        }
    }
}
