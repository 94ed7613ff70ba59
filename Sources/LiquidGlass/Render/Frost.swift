import Foundation
import OpenCoreGraphics

/// The frosted backdrop: the capture reduced while the blur is wide, then three box blurs
/// per axis (a close Gaussian, O(1) per pixel whatever the radius). The shading pass
/// samples it bilinearly at displaced positions, so no full-size upsample is ever made.
enum Frost {
    /// A frost of `capture` with a Gaussian-like blur of `sigma` canvas pixels.
    /// `threads` may work at once; the result does not depend on it.
    static func frost(_ capture: BackdropImage, sigma: Float, threads: Int = 1) -> BackdropImage {
        guard sigma.isFinite, sigma > 0.25 else { return capture }
        let factor = reductionFactor(sigma: sigma)
        return blurred(reduced(capture, by: factor, threads: threads), sigma: sigma / Float(factor), threads: threads)
    }

    /// A frost of `region` of the canvas read in place, for blurs wide enough to be
    /// reduced first (``reductionFactor(sigma:)`` above 1): no full-size copy is made.
    static func frost(canvas: GlassCanvas, region: PixelRegion, sigma: Float, threads: Int = 1) -> BackdropImage? {
        guard sigma.isFinite, !region.isEmpty else { return nil }
        let factor = reductionFactor(sigma: sigma)
        guard factor > 1 else { return nil }
        let source = PixelSource(base: canvas.base + region.y * canvas.stride + region.x, stride: canvas.stride, width: region.width, height: region.height)
        let image = reduced(source, by: factor, originX: region.x, originY: region.y, sourceFactor: 1, threads: threads)
        return blurred(image, sigma: sigma / Float(factor), threads: threads)
    }

    /// How much the capture is reduced before blurring: halved while the blur stays wide at
    /// the lower resolution (Skia's rule), at most ×4.
    static func reductionFactor(sigma: Float) -> Int {
        var factor = 1
        while factor < 4, sigma / Float(factor * 2) >= 2 { factor *= 2 }
        return factor
    }

    /// Three box blurs per axis approximating a Gaussian of `reducedSigma` image pixels.
    private static func blurred(_ reduced: BackdropImage, sigma reducedSigma: Float, threads: Int) -> BackdropImage {
        var image = reduced
        let window = Int((reducedSigma * 3 * (2 * Float.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let radius = max(1, window / 2)
        var scratch = [UInt32](repeating: 0, count: image.pixels.count)
        for _ in 0..<3 {
            boxBlurRows(image.pixels, into: &scratch, width: image.width, height: image.height, radius: radius, threads: threads)
            boxBlurColumns(scratch, into: &image.pixels, width: image.width, height: image.height, radius: radius, threads: threads)
        }
        return image
    }

    /// Rows of pixels read in place.
    private struct PixelSource {
        let base: UnsafePointer<UInt32>
        let stride: Int, width: Int, height: Int
    }

    /// Averages `factor`×`factor` blocks.
    private static func reduced(_ image: BackdropImage, by factor: Int, threads: Int) -> BackdropImage {
        guard factor > 1 else { return image }
        return image.pixels.withUnsafeBufferPointer { pixels in
            let source = PixelSource(base: pixels.baseAddress!, stride: image.width, width: image.width, height: image.height)
            return reduced(source, by: factor, originX: image.originX, originY: image.originY, sourceFactor: image.factor, threads: threads)
        }
    }

    private static func reduced(_ image: PixelSource, by factor: Int, originX: Int, originY: Int, sourceFactor: Int, threads: Int) -> BackdropImage {
        let w = max(1, (image.width + factor - 1) / factor), h = max(1, (image.height + factor - 1) / factor)
        var pixels = [UInt32](repeating: 0, count: w * h)
        let full = UInt32(factor * factor), shift = UInt32(full.trailingZeroBitCount)
        pixels.withUnsafeMutableBufferPointer { out in
            let src = image.base
            // Each output row reads its own block of source rows.
            ParallelRows.forEachChunk(of: 0..<h, pixelsPerRow: image.width * factor, threads: threads) { rows in
            for y in rows {
                let y0 = y * factor, y1 = min(image.height, y0 + factor)
                for x in 0..<w {
                    let x0 = x * factor, x1 = min(image.width, x0 + factor)
                    // Two channels per 16-bit lane: red and blue, green and alpha (a block of
                    // at most 16 pixels sums to at most 4,080 per channel).
                    var evens: UInt32 = 0, odds: UInt32 = 0
                    if x1 - x0 == 4 {
                        // Four pixels at a time, one per vector lane.
                        var evens4 = SIMD4<UInt32>(), odds4 = SIMD4<UInt32>()
                        for sy in y0..<y1 {
                            let p = UnsafeRawPointer(src + sy * image.stride + x0).loadUnaligned(as: SIMD4<UInt32>.self)
                            evens4 &+= p & Self.evenBytes
                            odds4 &+= (p &>> 8) & Self.evenBytes
                        }
                        evens = evens4.wrappedSum()
                        odds = odds4.wrappedSum()
                    } else {
                        for sy in y0..<y1 {
                            var i = sy * image.stride + x0
                            for _ in x0..<x1 {
                                let p = src[i]
                                evens &+= p & 0x00FF_00FF
                                odds &+= (p >> 8) & 0x00FF_00FF
                                i += 1
                            }
                        }
                    }
                    let n = UInt32((y1 - y0) * (x1 - x0))
                    if n == full {
                        // A whole block: the division is a shift, lane by lane.
                        let half = (full / 2) &* 0x0001_0001
                        out[y * w + x] = (((evens &+ half) >> shift) & 0x00FF_00FF) | ((((odds &+ half) >> shift) & 0x00FF_00FF) << 8)
                    } else {
                        let half = n / 2
                        let r = ((evens & 0xFFFF) + half) / n, b = ((evens >> 16) + half) / n
                        let g = ((odds & 0xFFFF) + half) / n, a = ((odds >> 16) + half) / n
                        out[y * w + x] = r | (g << 8) | (b << 16) | (a << 24)
                    }
                }
            }
            }
        }
        return BackdropImage(originX: originX, originY: originY, factor: factor * sourceFactor, width: w, height: h, pixels: pixels)
    }

    /// Bytes 0 and 2 of each lane: a pixel's red and blue (or, shifted, green and alpha).
    private static let evenBytes = SIMD4<UInt32>(repeating: 0x00FF_00FF)

    /// The box blur's window: sums of up to 257 bytes fit a 16-bit lane.
    private static func boxWindow(radius: Int) -> (radius: Int, reciprocal: UInt32) {
        let radius = min(radius, 128)
        let window = UInt32(2 * radius + 1)
        // Dividing by the window is a multiply by its reciprocal (in 1/65536ths; a sum of at
        // most window × 255 keeps the product within 32 bits and the mean within a byte).
        return (radius, (65536 + window / 2) / window)
    }

    /// The mean of each channel from its sums: red and blue share one word (`evens`), green
    /// and alpha the other (`odds`), a channel per 16-bit lane, so whole-word adds and
    /// subtracts are exact lane by lane.
    @inline(__always)
    private static func mean(evens: UInt32, odds: UInt32, reciprocal: UInt32) -> UInt32 {
        @inline(__always) func mean(_ sum: UInt32) -> UInt32 { (sum &* reciprocal &+ 32768) >> 16 }
        return mean(evens & 0xFFFF) | (mean(odds & 0xFFFF) << 8) | (mean(evens >> 16) << 16) | (mean(odds >> 16) << 24)
    }

    /// One running-sum box pass along each row, edges clamped.
    private static func boxBlurRows(_ source: [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int, threads: Int) {
        let (radius, reciprocal) = boxWindow(radius: radius)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                ParallelRows.forEachChunk(of: 0..<height, pixelsPerRow: width, threads: threads) { lines in
                for line in lines {
                    let start = line * width
                    @inline(__always) func at(_ k: Int) -> UInt32 { src[start + min(width - 1, max(0, k))] }
                    var evens: UInt32 = 0, odds: UInt32 = 0
                    for k in -radius...radius {
                        let p = at(k)
                        evens &+= p & 0x00FF_00FF
                        odds &+= (p >> 8) & 0x00FF_00FF
                    }
                    @inline(__always) func slide(_ incoming: UInt32, _ outgoing: UInt32) {
                        evens = evens &+ (incoming & 0x00FF_00FF) &- (outgoing & 0x00FF_00FF)
                        odds = odds &+ ((incoming >> 8) & 0x00FF_00FF) &- ((outgoing >> 8) & 0x00FF_00FF)
                    }
                    // Edges clamp; the middle reads straight through.
                    let leftEnd = min(radius, width)
                    let middle = max(leftEnd, width - radius - 1)
                    var k = 0
                    while k < leftEnd {
                        dst[start + k] = mean(evens: evens, odds: odds, reciprocal: reciprocal)
                        slide(at(k + radius + 1), at(k - radius))
                        k += 1
                    }
                    while k < middle {
                        dst[start + k] = mean(evens: evens, odds: odds, reciprocal: reciprocal)
                        slide(src[start + k + radius + 1], src[start + k - radius])
                        k += 1
                    }
                    while k < width {
                        dst[start + k] = mean(evens: evens, odds: odds, reciprocal: reciprocal)
                        slide(at(k + radius + 1), at(k - radius))
                        k += 1
                    }
                }
                }
            }
        }
    }

    /// The same pass down each column, run a whole row at a time: every column keeps its
    /// own running sums, so memory is read in order and the work on a row vectorizes.
    /// Columns are independent, so bands of them are blurred on several threads.
    private static func boxBlurColumns(_ source: [UInt32], into target: inout [UInt32], width: Int, height: Int, radius: Int, threads: Int) {
        let (radius, reciprocal) = boxWindow(radius: radius)
        source.withUnsafeBufferPointer { src in
        target.withUnsafeMutableBufferPointer { dst in
            let src = src.baseAddress!, dst = dst.baseAddress!
            ParallelRows.forEachChunk(of: 0..<width, pixelsPerRow: height, threads: threads) { columns in
                blurColumns(columns, of: src, into: dst, width: width, height: height, radius: radius, reciprocal: reciprocal)
            }
        }
        }
    }

    private static func blurColumns(
        _ columns: Range<Int>, of src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>,
        width: Int, height: Int, radius: Int, reciprocal: UInt32
    ) {
        let first = columns.lowerBound, count = columns.count
        var evenSums = [UInt32](repeating: 0, count: count), oddSums = [UInt32](repeating: 0, count: count)
        evenSums.withUnsafeMutableBufferPointer { evens in
        oddSums.withUnsafeMutableBufferPointer { odds in
            let evens = evens.baseAddress!, odds = odds.baseAddress!
            @inline(__always) func row(_ k: Int) -> UnsafePointer<UInt32> { src + min(height - 1, max(0, k)) * width + first }
            for k in -radius...radius {
                let line = row(k)
                for c in 0..<count {
                    evens[c] &+= line[c] & 0x00FF_00FF
                    odds[c] &+= (line[c] >> 8) & 0x00FF_00FF
                }
            }
            for k in 0..<height {
                let out = dst + k * width + first
                for c in 0..<count { out[c] = mean(evens: evens[c], odds: odds[c], reciprocal: reciprocal) }
                let incoming = row(k + radius + 1), outgoing = row(k - radius)
                for c in 0..<count {
                    evens[c] = evens[c] &+ (incoming[c] & 0x00FF_00FF) &- (outgoing[c] & 0x00FF_00FF)
                    odds[c] = odds[c] &+ ((incoming[c] >> 8) & 0x00FF_00FF) &- ((outgoing[c] >> 8) & 0x00FF_00FF)
                }
            }
        }
        }
    }
}
