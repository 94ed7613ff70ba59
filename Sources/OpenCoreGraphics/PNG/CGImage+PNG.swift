import Foundation

extension CGImage {
    /// Decodes a PNG from a data provider, as CoreGraphics does; `nil` for bad data.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let decoded = try? PNGCodec.decode(data) else { return nil }
        self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels, shouldInterpolate: shouldInterpolate)
    }
}
