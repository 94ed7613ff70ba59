import Foundation

// OpenCoreGraphics extensions: PNG decoding that says why data was refused, and PNG
// encoding of an image (Apple does both through ImageIO's sources and destinations).

extension CGImage {
    /// Decodes PNG data: 8- and 16-bit RGB, RGBA, gray, gray+alpha and palette images.
    ///
    /// An OpenCoreGraphics addition that throws instead of returning `nil`, so callers
    /// learn why bad data was refused.
    ///
    /// - Throws: ``PNGError/invalidData(_:)`` for data that is not a PNG or is corrupt or
    ///   truncated; ``PNGError/tooLarge(width:height:)`` beyond the size limits.
    public convenience init(pngData data: Data) throws(PNGError) {
        let decoded = try PNGCodec.decode(data)
        var pixels = decoded.pixels
        EmbeddedProfile.convertToSRGB(&pixels, profile: EmbeddedProfile.png(data))
        self.init(width: decoded.width, height: decoded.height, pixels: pixels)
    }
    /// Encodes the image as PNG: RGB when every pixel is opaque, RGBA otherwise.
    ///
    /// The UIKit layer's `UIImage.pngData()` is built on this.
    public func pngData() throws(PNGError) -> Data {
        try PNGCodec.encode(self)
    }
}
