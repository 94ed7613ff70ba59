import Foundation

extension CGImage {
    /// An image from rows of premultiplied BGRA bytes, as FreeType renders colour glyphs
    /// (`FT_PIXEL_MODE_BGRA`); `nil` for an empty or oversized bitmap.
    ///
    /// - Parameters:
    ///   - bytes: the first row's first byte.
    ///   - width: pixels per row.
    ///   - height: rows.
    ///   - rowBytes: the distance between rows' starts, at least `width * 4`.
    package static func fromPremultipliedBGRA(
        _ bytes: UnsafePointer<UInt8>, width: Int, height: Int, rowBytes: Int
    ) -> CGImage? {
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension,
            width * height <= maximumPixelCount, rowBytes >= width * 4
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = bytes + y * rowBytes
            for x in 0..<width {
                let pixel = row + x * 4
                let alpha = UInt32(pixel[3])
                // Clamped so a malformed bitmap cannot break the premultiplied invariant.
                pixels[y * width + x] = Pixel.pack(
                    min(UInt32(pixel[2]), alpha), min(UInt32(pixel[1]), alpha), min(UInt32(pixel[0]), alpha), alpha)
            }
        }
        return CGImage(width: width, height: height, pixels: pixels)
    }
}
