import Foundation

/// The outcome of one of this module's C image decoders (JPEG, GIF), which share one
/// contract: straight RGBA8 out, 0 for success, 2 for an image beyond the size limits.
enum DecodedBitmap {
    case image(width: Int, height: Int, pixels: [UInt32])
    case invalid
    case tooLarge

    typealias Decoder = (
        _ data: UnsafePointer<UInt8>?, _ size: Int, _ maximumPixels: UInt64, _ maximumSide: UInt32,
        _ pixels: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, _ width: UnsafeMutablePointer<UInt32>,
        _ height: UnsafeMutablePointer<UInt32>
    ) -> Int32

    /// Runs `decode` over `data` within ``CGImage``'s limits and takes its pixels,
    /// premultiplied; `release` frees the decoder's buffer.
    init(_ data: Data, decode: Decoder, release: (UnsafeMutableRawPointer?) -> Void) {
        var buffer: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBytes { raw in
            decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt64(CGImage.maximumPixelCount),
                   UInt32(CGImage.maximumDimension), &buffer, &width, &height)
        }
        guard status == 0, let buffer else {
            self = status == 2 ? .tooLarge : .invalid
            return
        }
        defer { release(buffer) }
        self = .image(width: Int(width), height: Int(height),
                      pixels: Pixel.premultiplied(straightRGBA: buffer, count: Int(width) * Int(height)))
    }
}
