import Foundation

extension UIScrollView {
    /// Where a frame goes along one axis of the area inside the content insets.
    enum RevealPlacement {
        case start, center, end
        /// Scroll as little as possible to show it.
        case nearest
    }

    /// The (clamped) content offset that puts `frame` at the given places; a `nil` axis
    /// keeps its current offset.
    func offset(revealing frame: CGRect, vertically vertical: RevealPlacement?, horizontally horizontal: RevealPlacement? = nil) -> CGPoint {
        let inset = adjustedContentInset
        var offset = contentOffset
        if let vertical {
            offset.y = Self.offset(offset.y, revealing: frame.minY, frame.maxY, leadingInset: inset.top,
                                   visible: bounds.height - inset.top - inset.bottom, placement: vertical)
        }
        if let horizontal {
            offset.x = Self.offset(offset.x, revealing: frame.minX, frame.maxX, leadingInset: inset.left,
                                   visible: bounds.width - inset.left - inset.right, placement: horizontal)
        }
        return clamped(offset)
    }

    private static func offset(_ current: CGFloat, revealing start: CGFloat, _ end: CGFloat, leadingInset: CGFloat, visible: CGFloat, placement: RevealPlacement) -> CGFloat {
        switch placement {
        case .start: return start - leadingInset
        case .center: return (start + end) / 2 - leadingInset - visible / 2
        case .end: return end - leadingInset - visible
        case .nearest:
            if start < current + leadingInset { return start - leadingInset }
            if end > current + leadingInset + visible { return end - leadingInset - visible }
            return current
        }
    }
}
