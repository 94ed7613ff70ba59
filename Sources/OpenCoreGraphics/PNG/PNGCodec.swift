import CLibPNG
import Foundation

/// PNG decoding and encoding through libpng's simplified API, which reports errors
/// as return values (no `longjmp` crosses Swift frames).
enum PNGCodec {
    static func decode(_ data: Data) throws(PNGError) -> CGImage {
        var image = png_image()
        image.version = CLibPNGImageVersion
        defer { png_image_free(&image) }
        let begun = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress, raw.count > 0 else { return 0 }
            return png_image_begin_read_from_memory(&image, base, raw.count)
        }
        guard begun != 0 else { throw .invalidData(message(of: image, fallback: "not a PNG")) }
        let width = Int(image.width), height = Int(image.height)
        guard CGImage.isAllowedSize(width: width, height: height) else {
            throw .tooLarge(width: width, height: height)
        }
        guard canHold(data.count, width: width, height: height) else {
            throw .invalidData("the header claims \(width)×\(height) pixels, more than \(data.count) bytes can hold")
        }
        image.format = CLibPNGFormatRGBA
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        // libpng reads from `data`'s bytes during finish_read too, so keep them borrowed.
        let finished = data.withUnsafeBytes { _ in
            straight.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw .invalidData(message(of: image, fallback: "truncated or corrupt")) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            pixels[i] = Pixel.premultiplied(straight[i * 4], straight[i * 4 + 1], straight[i * 4 + 2], straight[i * 4 + 3])
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }

    /// Deflate expands at most about 1,032 times (a 258-byte match in one bit and change),
    /// so the compressed data must be at least the smallest raw image (one bit a pixel,
    /// plus a filter byte a row) over that ratio. Checked before allocating, so a tiny file
    /// claiming a huge image fails at once instead of clearing hundreds of megabytes.
    static func canHold(_ byteCount: Int, width: Int, height: Int) -> Bool {
        let smallestRaw = height * (1 + (width + 7) / 8)
        return byteCount * maximumDeflateRatio >= smallestRaw
    }

    private static let maximumDeflateRatio = 1_100

    static func encode(_ image: CGImage) throws(PNGError) -> Data {
        var straight = [UInt8](repeating: 0, count: image.width * image.height * 4)
        var opaque = true
        for (i, p) in image.pixels.enumerated() {
            let (r, g, b, a) = Pixel.unpremultiplied(p)
            straight[i * 4] = r
            straight[i * 4 + 1] = g
            straight[i * 4 + 2] = b
            straight[i * 4 + 3] = a
            if a != 255 { opaque = false }
        }
        var png = png_image()
        png.version = CLibPNGImageVersion
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = CLibPNGFormatRGBA
        defer { png_image_free(&png) }
        if opaque {
            // Drop the alpha channel for opaque images: smaller files, same pixels.
            var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
            for i in 0..<(image.width * image.height) {
                rgb[i * 3] = straight[i * 4]
                rgb[i * 3 + 1] = straight[i * 4 + 1]
                rgb[i * 3 + 2] = straight[i * 4 + 2]
            }
            png.format = CLibPNGFormatRGB
            return try write(&png, rgb, rowBytes: image.width * 3)
        }
        return try write(&png, straight, rowBytes: image.width * 4)
    }

    private static func write(_ png: inout png_image, _ bytes: [UInt8], rowBytes: Int) throws(PNGError) -> Data {
        var size = 0
        let sized = bytes.withUnsafeBytes { raw in
            png_image_write_to_memory(&png, nil, &size, 0, raw.baseAddress, Int32(rowBytes), nil)
        }
        guard sized != 0, size > 0 else { throw .encodingFailed(message(of: png, fallback: "could not size output")) }
        var output = Data(count: size)
        let written = output.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { raw in
                png_image_write_to_memory(&png, out.baseAddress, &size, 0, raw.baseAddress, Int32(rowBytes), nil)
            }
        }
        guard written != 0 else { throw .encodingFailed(message(of: png, fallback: "write failed")) }
        return output.prefix(size)
    }

    private static func message(of image: png_image, fallback: String) -> String {
        var copy = image
        let text = withUnsafeBytes(of: &copy.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? fallback : text
    }
}
