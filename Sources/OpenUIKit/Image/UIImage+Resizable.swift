import Foundation

extension UIImage {
    /// How the inside of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its size.
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    /// A copy whose margins keep their size when drawn larger, its inside tiled (as UIKit's
    /// one-argument form does).
    ///
    /// ```swift
    /// let bubble = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), resizingMode: .stretch)
    /// ```
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy whose margins (in points) keep their size when drawn larger, its inside
    /// tiled or stretched. Negative or non-finite insets count as zero; insets that add up
    /// to more than the image shrink in proportion.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = withRenderingMode(renderingMode)
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// Whether the image keeps caps or tiles when drawn larger.
    var isResizableWithCaps: Bool { capInsets != .zero || resizingMode == .tile }

    /// Where the image's parts go when drawn into a rectangle; `nil` for an image that
    /// stretches as a whole.
    var ninePartLayout: NinePartImageLayout? {
        guard isResizableWithCaps, let cgImage else { return nil }
        return NinePartImageLayout(
            imageWidth: cgImage.width, imageHeight: cgImage.height, scale: scale,
            margins: NinePartImageLayout.Margins(
                top: capInsets.top * scale, left: capInsets.left * scale,
                bottom: capInsets.bottom * scale, right: capInsets.right * scale),
            tilesCenterAndEdges: resizingMode == .tile)
    }

    /// The stretching part of the image in unit coordinates, as a layer's `contentsCenter`.
    var contentsCenter: CGRect {
        guard let parts = ninePartLayout, parts.imageWidth > 0, parts.imageHeight > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let w = CGFloat(parts.imageWidth), h = CGFloat(parts.imageHeight), m = parts.margins
        return CGRect(x: m.left / w, y: m.top / h, width: (w - m.left - m.right) / w, height: (h - m.top - m.bottom) / h)
    }
}
