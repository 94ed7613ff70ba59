import Foundation

/// Draws with UIKit and CoreGraphics into a new image.
///
/// The context is y-down with the origin at the top left, scaled to `format.scale`.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80))
/// let image = renderer.image { context in
///     UIColor.systemIndigo.setFill()
///     UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 20).fill()
/// }
/// ```
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// Scale and opacity of the output.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for an area of `size` points at the main screen's scale.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for `bounds` (its origin maps to the image's top left) at the main
    /// screen's scale.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer for an area of `size` points in a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` (its origin maps to the image's top left) in a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` with a fresh context current and returns the image; an empty
    /// `UIImage()` (without calling `actions`) for an empty or oversized area.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let pixelsWide = (bounds.width * scale).rounded(.up), pixelsHigh = (bounds.height * scale).rounded(.up)
        guard pixelsWide.isFinite, pixelsHigh.isFinite, pixelsWide >= 1, pixelsHigh >= 1,
            let context = try? CGContext.bitmap(width: Int(min(pixelsWide, 1e6)), height: Int(min(pixelsHigh, 1e6)))
        else {
            return UIImage()
        }
        context.translateBy(x: 0, y: pixelsHigh)
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if format.opaque {
            context.setFillColor(CGColor.black)
            context.fill(bounds)
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format.copy(bounds: bounds))
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(cgImage: context.makeImage()!, scale: scale)
    }

    /// Draws as `image(actions:)` does and returns PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
