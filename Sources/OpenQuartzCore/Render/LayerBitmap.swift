import Foundation

/// Offscreen drawing in the y-down, top-left-origin space layers and UIKit use.
enum LayerBitmap {
    /// A bitmap context of `size` points at `scale` pixels per point, its CTM flipped to
    /// y-down and scaled; `nil` for an empty, non-finite or oversized size.
    static func context(size: CGSize, scale: CGFloat) -> CGContext? {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let width = (size.width * s).rounded(.up), height = (size.height * s).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
            width <= CGFloat(CGImage.maximumDimension), height <= CGFloat(CGImage.maximumDimension),
            let context = try? CGContext.bitmap(width: Int(width), height: Int(height))
        else { return nil }
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: s, y: -s)
        return context
    }

    /// Draws into a fresh context and returns the image.
    static func draw(size: CGSize, scale: CGFloat, _ body: (CGContext) -> Void) -> CGImage? {
        guard let context = context(size: size, scale: scale) else { return nil }
        body(context)
        return context.makeImage()
    }
}

extension CGContext {
    /// Draws an image upright into `rect` of a y-down space (CoreGraphics' `draw(_:in:)`
    /// assumes y-up and would show it upside down).
    public func drawFlipped(_ image: CGImage, in rect: CGRect) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image, in: rect)
        restoreGState()
    }
}
