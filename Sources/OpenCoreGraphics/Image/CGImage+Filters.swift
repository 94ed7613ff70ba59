import Foundation

// Pixel filters for renderers' effects (blur, colour matrices): an OpenCoreGraphics SPI.
extension CGImage {
    /// This image with every pixel's straight colour mapped by `matrix`; the image itself
    /// when the matrix is not finite.
    package func applyingColorMatrix(_ matrix: ColorMatrix) -> CGImage {
        guard matrix.isFinite, matrix != .identity else { return self }
        var output = [UInt32](repeating: 0, count: pixels.count)
        // Fully transparent pixels map alike: worked out once.
        let clearResult = Pixel.pack(premultiplying: matrix.apply(to: .zero))
        for index in pixels.indices {
            let pixel = pixels[index]
            guard pixel != 0 else {
                output[index] = clearResult
                continue
            }
            output[index] = Pixel.pack(premultiplying: matrix.apply(to: Pixel.straightColor(pixel)))
        }
        return CGImage(width: width, height: height, pixels: output, shouldInterpolate: shouldInterpolate)
    }

    /// This image blurred by a Gaussian of `sigma` pixels (three box passes per axis).
    ///
    /// Outside the image counts as transparent, so edges fade; with `opaque`, edge pixels
    /// extend outward instead and the result has no transparency, as SwiftUI's
    /// `blur(radius:opaque:)` gives.
    package func blurred(sigma: CGFloat, opaque: Bool) -> CGImage {
        guard sigma.isFinite, sigma > 0.3 else { return self }
        var channels = (0..<4).map { shift in pixels.map { UInt8(truncatingIfNeeded: $0 >> (shift * 8)) } }
        for index in channels.indices {
            BoxBlur.blur(&channels[index], width: width, height: height, sigma: sigma, extendEdges: opaque)
        }
        var output = [UInt32](repeating: 0, count: pixels.count)
        for index in output.indices {
            let alpha: UInt32 = opaque ? 255 : UInt32(channels[3][index])
            output[index] = Pixel.pack(
                min(UInt32(channels[0][index]), alpha), min(UInt32(channels[1][index]), alpha),
                min(UInt32(channels[2][index]), alpha), alpha)
        }
        return CGImage(width: width, height: height, pixels: output, shouldInterpolate: shouldInterpolate)
    }
}

extension Pixel {
    /// The straight colour of a premultiplied pixel, channels 0…1.
    @inline(__always) static func straightColor(_ p: UInt32) -> SIMD4<Float> {
        let a = Float(p >> 24)
        guard a > 0 else { return .zero }
        let premultiplied = SIMD4<Float>(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), a)
        return SIMD4(premultiplied.x / a, premultiplied.y / a, premultiplied.z / a, a / 255)
    }

    /// A straight colour (channels 0…1) as a premultiplied pixel.
    @inline(__always) static func pack(premultiplying c: SIMD4<Float>) -> UInt32 {
        pack(SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w))
    }
}

/// Gaussian-like blur of one 8-bit channel by three box passes per axis.
package enum BoxBlur {
    /// Blurs `channel` (width × height, row-major) in place with standard deviation `sigma`
    /// pixels. Outside counts as zero, or as the nearest edge pixel with `extendEdges`.
    package static func blur(_ channel: inout [UInt8], width: Int, height: Int, sigma: CGFloat, extendEdges: Bool = false) {
        guard sigma.isFinite, sigma > 0.3, width > 0, height > 0, channel.count >= width * height else { return }
        // The box width whose three passes approximate the Gaussian (the W3C filter-effects rule).
        let box = max(1, Int(min(sigma, 100_000) * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5))
        var line = [UInt32](repeating: 0, count: max(width, height) + 1)
        var output = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                pass(&channel, start: y * width, step: 1, count: width, box: box, extend: extendEdges, line: &line, output: &output)
            }
            for x in 0..<width {
                pass(&channel, start: x, step: width, count: height, box: box, extend: extendEdges, line: &line, output: &output)
            }
        }
    }

    private static func pass(
        _ data: inout [UInt8], start: Int, step: Int, count: Int, box: Int, extend: Bool,
        line: inout [UInt32], output: inout [UInt8]
    ) {
        // Prefix sums make every window O(1); line[i] is the sum of the first i values.
        line[0] = 0
        for i in 0..<count { line[i + 1] = line[i] + UInt32(data[start + i * step]) }
        let first = UInt32(data[start]), last = UInt32(data[start + (count - 1) * step])
        let half = box / 2
        for i in 0..<count {
            let lo = i - (box - half) + 1, hi = i + half
            var total = line[min(count, hi + 1)] - line[max(0, lo)]
            if extend {
                if lo < 0 { total += UInt32(-lo) * first }
                if hi >= count { total += UInt32(hi - count + 1) * last }
            }
            output[i] = UInt8(min(255, (total + UInt32(box / 2)) / UInt32(box)))
        }
        for i in 0..<count { data[start + i * step] = output[i] }
    }
}
