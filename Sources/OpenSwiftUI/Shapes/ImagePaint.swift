import Foundation

/// A style that fills with an image, repeated across the filled frame.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12)
///     .fill(ImagePaint(image: Image(uiImage: stripes), scale: 0.5))
/// ```
///
/// `sourceRect` picks the part of the image used, in unit coordinates (the whole image by
/// default); `scale` sizes each tile (1 draws the image at its own size).
public struct ImagePaint: ShapeStyle, PaintResolvingStyle {
    /// The image repeated.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// How large each tile is drawn, relative to the image's size.
    public var scale: CGFloat

    /// A paint repeating `image`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ShapePaint {
        let inputs = Unchecked((image, environment))
        guard let uiImage = MainActor.assumeIsolated({ Unchecked(inputs.value.0.uiImage(in: inputs.value.1)) }).value,
              let cgImage = uiImage.cgImage
        else { return .color(.clear) }
        let source = Self.unitSource(sourceRect)
        guard !source.isNull else { return .color(.clear) }
        let pixels = CGRect(
            x: source.minX * CGFloat(cgImage.width), y: source.minY * CGFloat(cgImage.height),
            width: source.width * CGFloat(cgImage.width), height: source.height * CGFloat(cgImage.height)).integral
        guard pixels.width >= 1, pixels.height >= 1, let tile = cgImage.cropping(to: pixels) else { return .color(.clear) }
        let tileScale = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: pixels.width / uiImage.scale * tileScale, height: pixels.height / uiImage.scale * tileScale)
        return .image(PaintImage(image: tile), tileSize: size)
    }
}

extension ImagePaint {
    /// The part of the image a source rectangle picks, clipped to the unit square; a
    /// rectangle with a non-finite edge picks the whole image.
    static func unitSource(_ rect: CGRect) -> CGRect {
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let minX = min(max(r.minX, 0), 1), maxX = min(max(r.maxX, 0), 1)
        let minY = min(max(r.minY, 0), 1), maxY = min(max(r.maxY, 0), 1)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Values handed into and out of `MainActor.assumeIsolated`: styles resolve on the main thread.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint repeating `image`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
