import CGIFCodec
import Foundation

// OpenCoreGraphics extensions: the first frame of a GIF (Apple reads GIF through ImageIO),
// on giflib.

/// Why GIF data was refused.
public enum GIFError: Error, Equatable, Sendable {
    /// The data is not a GIF, or holds no readable frame.
    case invalidData
    /// The image is larger than ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount``.
    case tooLarge
}

extension CGImage {
    /// Whether `data` starts like a GIF file (`GIF87a` or `GIF89a`).
    public static func looksLikeGIF(_ data: Data) -> Bool {
        data.count >= 6 && (data.prefix(6).elementsEqual(Array("GIF87a".utf8)) || data.prefix(6).elementsEqual(Array("GIF89a".utf8)))
    }

    /// Decodes the first frame of a GIF, on a transparent canvas the size of its screen,
    /// with its transparent colour kept transparent.
    ///
    /// An OpenCoreGraphics addition that throws instead of returning `nil`.
    ///
    /// - Throws: ``GIFError/invalidData`` or ``GIFError/tooLarge``.
    public convenience init(gifData data: Data) throws(GIFError) {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBytes { raw in
            openuikit_gif_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(Self.maximumPixelCount),
                                 UInt32(Self.maximumDimension), &pixels, &width, &height)
        }
        guard status == 0, let pixels else { throw status == 2 ? .tooLarge : .invalidData }
        defer { openuikit_gif_free(pixels) }
        self.init(width: Int(width), height: Int(height),
                  pixels: Pixel.premultiplied(straightRGBA: pixels, count: Int(width) * Int(height)))
    }
}
