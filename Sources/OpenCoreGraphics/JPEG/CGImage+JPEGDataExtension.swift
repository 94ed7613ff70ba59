import CJPEGCodec
import Foundation

// OpenCoreGraphics extensions: JPEG decoding and encoding (Apple does both through
// ImageIO), on libjpeg-turbo.

/// Why JPEG data was refused.
public enum JPEGError: Error, Equatable, Sendable {
    /// The data is not a JPEG, or is corrupt in a way no row could be read from.
    case invalidData
    /// The image is larger than ``CGImage/maximumDimension`` or ``CGImage/maximumPixelCount``.
    case tooLarge
    /// The image could not be encoded.
    case encodingFailed
}

extension CGImage {
    /// Whether `data` starts like a JPEG file (the SOI marker).
    public static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG data (baseline and progressive; gray, YCbCr, CMYK and YCCK), opaque.
    /// A file cut short keeps the rows it has and shows the rest grey, as browsers do. An
    /// embedded RGB ICC profile (Display P3 photos) is converted to sRGB with Little CMS.
    ///
    /// An OpenCoreGraphics addition that throws instead of returning `nil`.
    ///
    /// - Throws: ``JPEGError/invalidData`` or ``JPEGError/tooLarge``.
    public convenience init(jpegData data: Data) throws(JPEGError) {
        // The decoder writes alpha 255 throughout.
        switch DecodedBitmap(data, decode: { openuikit_jpeg_decode($0, $1, $2, $3, $4, $5, $6) }, release: { openuikit_jpeg_free($0) }) {
        case .image(let width, let height, var pixels):
            EmbeddedProfile.convertToSRGB(&pixels, profile: EmbeddedProfile.jpeg(data))
            self.init(width: width, height: height, pixels: pixels)
        case .invalid: throw .invalidData
        case .tooLarge: throw .tooLarge
        }
    }

    /// Encodes the image as a baseline JPEG; `quality` runs from 0 (smallest) to 1 (best),
    /// as `UIImage.jpegData(compressionQuality:)` takes it. Transparent areas come out black
    /// (JPEG has no alpha), as on iOS.
    public func jpegData(quality: CGFloat) throws(JPEGError) -> Data {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        pixels.withUnsafeBufferPointer { source in
            for index in 0..<(width * height) {
                // Premultiplied: what is transparent is black.
                let pixel = source[index]
                rgb[index * 3] = UInt8(pixel & 0xFF)
                rgb[index * 3 + 1] = UInt8((pixel >> 8) & 0xFF)
                rgb[index * 3 + 2] = UInt8((pixel >> 16) & 0xFF)
            }
        }
        let clamped = quality.isFinite ? min(1, max(0, quality)) : 1
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = openuikit_jpeg_encode(rgb, UInt32(width), UInt32(height), Int32(1 + (clamped * 99).rounded()), &output, &size)
        guard status == 0, let output else { throw .encodingFailed }
        defer { openuikit_jpeg_free(output) }
        return Data(bytes: output, count: size)
    }
}
