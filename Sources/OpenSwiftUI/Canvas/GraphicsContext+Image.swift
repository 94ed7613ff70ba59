import Foundation

extension GraphicsContext {
    /// An image resolved in a context's environment.
    public struct ResolvedImage {
        let image: UIImage?
        /// The image's size in points.
        public var size: CGSize { image?.size ?? .zero }
        /// The baseline, from the top: the bottom for bitmaps.
        public var baseline: CGFloat { size.height }
        /// A shading for template images; the tint when `nil`.
        public var shading: Shading?
    }

    /// `image` resolved in the canvas's environment (symbols sized to its font).
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image.uiImage(in: environment), shading: nil)
    }

    /// Draws an image scaled into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its size with `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws a resolved image scaled into `rect`; template images take the foreground colour.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let uiImage = image.image, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return }
        let tint = ForegroundStyle().color(in: environment)
        draw { context in
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            context.setShouldAntialias(style.isAntialiased)
            if uiImage.drawsAsTemplate {
                uiImage.drawAsTemplate(in: rect, color: tint.cgColor, context: context)
            } else {
                uiImage.draw(in: rect)
            }
        }
    }

    /// Draws a resolved image at its size with `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y, width: size.width, height: size.height))
    }
}
