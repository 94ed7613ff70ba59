import Foundation

/// The frosted backdrop: the capture reduced while the blur is wide, then three box blurs
/// per axis (a close Gaussian, O(1) per pixel whatever the radius). The shading pass
/// samples it bilinearly at displaced positions, so no full-size upsample is ever made.
enum Frost {
    /// A frost of `capture` with a Gaussian-like blur of `sigma` canvas pixels.
    static func frost(_ capture: BackdropImage, sigma: Float) -> BackdropImage {
        guard sigma.isFinite, sigma > 0.25 else { return capture }
        // Halve while the blur stays wide at the lower resolution (Skia's rule), at most ×4.
        var factor = 1
        while factor < 4, sigma / Float(factor * 2) >= 2 { factor *= 2 }
        var image = reduced(capture, by: factor)
        let reducedSigma = sigma / Float(factor)
        let window = Int((reducedSigma * 3 * (2 * Float.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let radius = max(1, window / 2)
        var scratch = [UInt32](repeating: 0, count: image.pixels.count)
        for _ in 0..<3 {
            boxBlur(&image.pixels, into: &scratch, width: image.width, height: image.height, radius: radius, horizontal: true)
            boxBlur(&scratch, into: &image.pixels, width: image.width, height: image.height, radius: radius, horizontal: false)
        }
        return image
    }

    /// Averages `factor`×`factor` blocks.
    private static func reduced(_ image: BackdropImage, by factor: Int) -> BackdropImage {
        guard factor > 1 else { return image }
        let w = max(1, (image.width + factor - 1) / factor), h = max(1, (image.height + factor - 1) / factor)
        var out = [UInt32](repeating: 0, count: w * h)
        let full = UInt32(factor * factor), shift = UInt32(full.trailingZeroBitCount)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let y0 = y * factor, y1 = min(image.height, y0 + factor)
                for x in 0..<w {
                    let x0 = x * factor, x1 = min(image.width, x0 + factor)
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    for sy in y0..<y1 {
                        var i = sy * image.width + x0
                        for _ in x0..<x1 {
                            let p = src[i]
                            r &+= p & 0xFF
                            g &+= (p >> 8) & 0xFF
                            b &+= (p >> 16) & 0xFF
                            a &+= p >> 24
                            i += 1
                        }
                    }
                    let n = UInt32((y1 - y0) * (x1 - x0))
                    if n == full {
                        // A whole block: the division is a shift.
                        let half = full / 2
                        out[y * w + x] = ((r + half) >> shift) | (((g + half) >> shift) << 8) | (((b + half) >> shift) << 16) | (((a + half) >> shift) << 24)
                    } else {
                        let half = n / 2
                        out[y * w + x] = ((r + half) / n) | (((g + half) / n) << 8) | (((b + half) / n) << 16) | (((a + half) / n) << 24)
                    }
                }
            }
        }
        return BackdropImage(originX: image.originX, originY: image.originY, factor: factor * image.factor, width: w, height: h, pixels: out)
    }

    /// One running-sum box pass along rows or columns, edges clamped.
    private static func boxBlur(_ source: inout [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width
        let length = horizontal ? width : height
        let step = horizontal ? 1 : width
        let window = UInt32(2 * radius + 1)
        // Dividing by the window is a multiply by its reciprocal (in 1/65536ths; a sum of at
        // most window × 255 keeps the product within 32 bits).
        let reciprocal = (65536 + window / 2) / window
        @inline(__always) func mean(_ sum: UInt32) -> UInt32 { min(255, (sum &* reciprocal &+ 32768) >> 16) }
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let start = horizontal ? line * width : line
                    @inline(__always) func at(_ k: Int) -> UInt32 { src[start + min(length - 1, max(0, k)) * step] }
                    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                    for k in -radius...radius {
                        let p = at(k)
                        r &+= p & 0xFF; g &+= (p >> 8) & 0xFF; b &+= (p >> 16) & 0xFF; a &+= p >> 24
                    }
                    for k in 0..<length {
                        dst[start + k * step] = mean(r) | (mean(g) << 8) | (mean(b) << 16) | (mean(a) << 24)
                        let incoming = at(k + radius + 1), outgoing = at(k - radius)
                        r = r &+ (incoming & 0xFF) &- (outgoing & 0xFF)
                        g = g &+ ((incoming >> 8) & 0xFF) &- ((outgoing >> 8) & 0xFF)
                        b = b &+ ((incoming >> 16) & 0xFF) &- ((outgoing >> 16) & 0xFF)
                        a = a &+ (incoming >> 24) &- (outgoing >> 24)
                    }
                }
            }
        }
    }
}
