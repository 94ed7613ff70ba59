import CWebP
import Foundation

// OpenCoreGraphics extensions: WebP decoding (Apple reads WebP through ImageIO), on libwebp.

/// Why WebP data was refused.
public enum WebPError: Error, Equatable, Sendable {
    /// The data is not a WebP image, or is corrupt.
    case invalidData
    /// The image is larger than ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount``.
    case tooLarge
}

extension CGImage {
    /// Whether `data` starts like a WebP file (`RIFF`, a size, `WEBP`).
    public static func looksLikeWebP(_ data: Data) -> Bool {
        data.count >= 12 && data.prefix(4).elementsEqual(Array("RIFF".utf8)) && data.dropFirst(8).prefix(4).elementsEqual(Array("WEBP".utf8))
    }

    /// Decodes WebP data: lossy and lossless, with or without alpha. Animated WebP is
    /// refused (``WebPError/invalidData``).
    ///
    /// An OpenCoreGraphics addition that throws instead of returning `nil`.
    ///
    /// - Throws: ``WebPError/invalidData`` or ``WebPError/tooLarge``.
    public convenience init(webPData data: Data) throws(WebPError) {
        let decoded = data.withUnsafeBytes { raw in Self.decodeWebP(raw) }
        switch decoded {
        case .success(var image):
            EmbeddedProfile.convertToSRGB(&image.pixels, profile: EmbeddedProfile.webP(data))
            self.init(width: image.width, height: image.height, pixels: image.pixels)
        case .failure(let error): throw error
        }
    }

    private static func decodeWebP(_ raw: UnsafeRawBufferPointer) -> Result<(width: Int, height: Int, pixels: [UInt32]), WebPError> {
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return .failure(.invalidData) }
        var width: Int32 = 0, height: Int32 = 0
        guard WebPGetInfo(base, raw.count, &width, &height) != 0 else { return .failure(.invalidData) }
        guard isAllowedSize(width: Int(width), height: Int(height)) else { return .failure(.tooLarge) }
        guard let rgba = WebPDecodeRGBA(base, raw.count, &width, &height) else { return .failure(.invalidData) }
        defer { WebPFree(rgba) }
        return .success((Int(width), Int(height), Pixel.premultiplied(straightRGBA: rgba, count: Int(width) * Int(height))))
    }
}
