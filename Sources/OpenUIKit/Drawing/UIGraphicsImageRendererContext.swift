import Foundation

/// The drawing environment of one `UIGraphicsImageRenderer` pass.
open class UIGraphicsImageRendererContext: NSObject {
    /// The CoreGraphics context, y-down with the origin at the top left of the bounds.
    public let cgContext: CGContext
    /// The format in use.
    public let format: UIGraphicsImageRendererFormat
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        self.scale = format.scale
        super.init()
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: scale)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Limits further drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
