import Foundation

/// A premultiplied RGBA8 copy of part of the canvas (or a reduced-resolution frost of it),
/// sampled bilinearly in the canvas' device-pixel space.
struct BackdropImage {
    /// Canvas position of this image's top-left pixel, in canvas pixels.
    let originX: Int, originY: Int
    /// Canvas pixels per image pixel (1 for a capture, 2 or 4 for a reduced frost).
    let factor: Int
    let width: Int, height: Int
    var pixels: [UInt32]

    /// Where the pixels sit on the canvas: plain values, so the per-pixel shading loop can
    /// hold it without reference counting.
    var grid: Grid { Grid(originX: originX, originY: originY, factor: factor, width: width, height: height) }

    /// Bilinear sample at canvas position (x, y); see ``Grid/sample(x:y:from:)``.
    @inline(__always)
    func sample(x: Float, y: Float, from base: UnsafePointer<UInt32>) -> SIMD4<Float> {
        grid.sample(x: x, y: y, from: base)
    }

    /// The placement of an image's pixels on the canvas.
    struct Grid {
        let originX: Int, originY: Int, factor: Int, width: Int, height: Int

    /// Bilinear sample at canvas position (x, y) (pixel centres at +0.5), edges clamped; RGBA
    /// premultiplied in 0…255.
    @inline(__always)
    func sample(x: Float, y: Float, from base: UnsafePointer<UInt32>) -> SIMD4<Float> {
        let inv = 1 / Float(factor)
        let fx = max(0, min(Float(width) - 1, (x - Float(originX)) * inv - 0.5))
        let fy = max(0, min(Float(height) - 1, (y - Float(originY)) * inv - 0.5))
        let x0 = Int(fx), y0 = Int(fy)
        let x1 = min(width - 1, x0 + 1), y1 = min(height - 1, y0 + 1)
        let tx = fx - Float(x0), ty = fy - Float(y0)
        let top = Self.mix(base[y0 * width + x0], base[y0 * width + x1], tx)
        let bottom = Self.mix(base[y1 * width + x0], base[y1 * width + x1], tx)
        return top + (bottom - top) * ty
    }

    /// Fills `row[columns]` of canvas row `y` with samples at the pixel centres, undisplaced:
    /// the flat face. Each image column is mixed vertically once and shared by the canvas
    /// pixels over it, so a pixel costs one horizontal mix. Returns `false` (filling nothing)
    /// when the image's pixels are not a whole power-of-two number of canvas pixels.
    @inline(__always)
    func fillUndisplaced(_ row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, y: Int, from base: UnsafePointer<UInt32>) -> Bool {
        guard factor > 0, factor <= 128, 128 % factor == 0, !columns.isEmpty else { return false }
        let inv = 1 / Float(factor)
        let fy = max(0, min(Float(height) - 1, (Float(y) + 0.5 - Float(originY)) * inv - 0.5))
        let sy = Int(Int32(fy * 256))
        let y0 = sy >> 8, y1 = min(height - 1, (sy >> 8) + 1)
        let ty = UInt32(truncatingIfNeeded: sy & 255)
        let top = base + y0 * width, bottom = base + y1 * width
        // Positions in 1/256ths of an image pixel, exact for these factors.
        let step = 256 / factor
        let maxPosition = (width - 1) << 8
        var position = step * (columns.lowerBound - originX) + 128 / factor - 128
        var column = -1
        var left: UInt32 = 0, right: UInt32 = 0
        for x in columns {
            let clamped = min(max(position, 0), maxPosition)
            let x0 = clamped >> 8
            if x0 != column {
                let x1 = min(width - 1, x0 + 1)
                left = x0 == column + 1 && column >= 0 ? right : Self.mixPacked(top[x0], bottom[x0], ty)
                right = Self.mixPacked(top[x1], bottom[x1], ty)
                column = x0
            }
            row[x] = Self.mixPacked(left, right, UInt32(truncatingIfNeeded: clamped & 255))
            position &+= step
        }
        return true
    }

    /// Fills `row[columns]` of canvas row `y` with samples at the pixel centres moved by
    /// `lensing` times the displacement field (`displacementX[x]`, `displacementY[x]` for
    /// column `x`), in fixed point: the lensed face. Positions are kept in 1/256ths of an
    /// image pixel and turned into integers without a checked conversion.
    @inline(__always)
    func fillDisplaced(
        _ row: UnsafeMutablePointer<UInt32>, columns: Range<Int>, y: Int,
        displacementX: UnsafePointer<Float>, displacementY: UnsafePointer<Float>, lensing: Float,
        from base: UnsafePointer<UInt32>
    ) {
        let perPixel = 256 / Float(factor)
        let lens = lensing * perPixel
        let rowPosition = (Float(y) + 0.5 - Float(originY)) * perPixel - 128
        var columnPosition = (Float(columns.lowerBound) + 0.5 - Float(originX)) * perPixel - 128
        let maxX = (width - 1) << 8, maxY = (height - 1) << 8
        for x in columns {
            let sx = min(Self.fixed(columnPosition + displacementX[x] * lens), maxX)
            let sy = min(Self.fixed(rowPosition + displacementY[x] * lens), maxY)
            let x0 = sx >> 8, y0 = sy >> 8
            let x1 = min(width - 1, x0 + 1), y1 = min(height - 1, y0 + 1)
            let tx = UInt32(truncatingIfNeeded: sx & 255), ty = UInt32(truncatingIfNeeded: sy & 255)
            let top = Self.mixPacked(base[y0 * width + x0], base[y0 * width + x1], tx)
            let bottom = Self.mixPacked(base[y1 * width + x0], base[y1 * width + x1], tx)
            row[x] = Self.mixPacked(top, bottom, ty)
            columnPosition += perPixel
        }
    }

    /// `v` rounded to an integer in 0…2²³−1: negatives become 0, and NaN or values past
    /// the range land somewhere inside it (callers clamp the top). Adding 2²³ puts the
    /// integer in the float's mantissa, which skips the range checks of `Int(_:)`.
    @inline(__always)
    private static func fixed(_ v: Float) -> Int {
        Int((max(v, 0) + 8_388_608).bitPattern & 0x7F_FFFF)
    }

    /// `a + (b − a)·t/256` on all four bytes at once, two at a time in 16-bit lanes.
    @inline(__always)
    private static func mixPacked(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let evens = (((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let odds = ((((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t)) & 0xFF00_FF00
        return evens | odds
    }

    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ t: Float) -> SIMD4<Float> {
        let va = BackdropImage.unpack(a)
        return va + (BackdropImage.unpack(b) - va) * t
    }
    }

    @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
    }

    /// A copy of `region` of the canvas.
    static func capture(_ canvas: GlassCanvas, region: PixelRegion) -> BackdropImage {
        var pixels = [UInt32](repeating: 0, count: region.count)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<region.height {
                let source = canvas.base + (region.y + row) * canvas.stride + region.x
                (out.baseAddress! + row * region.width).update(from: source, count: region.width)
            }
        }
        return BackdropImage(originX: region.x, originY: region.y, factor: 1, width: region.width, height: region.height, pixels: pixels)
    }
}
