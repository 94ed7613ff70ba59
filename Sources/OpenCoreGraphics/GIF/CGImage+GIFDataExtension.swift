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
        switch DecodedBitmap(data, decode: { openuikit_gif_decode($0, $1, $2, $3, $4, $5, $6) }, release: { openuikit_gif_free($0) }) {
        case .image(let width, let height, let pixels): self.init(width: width, height: height, pixels: pixels)
        case .invalid: throw .invalidData
        case .tooLarge: throw .tooLarge
        }
    }
}
