/// Loops over runs of pixels, written so the compiler keeps them in registers and
/// handles two pixels per 64-bit operation.
enum PixelRun {
    /// Stores one pixel value `count` times.
    @inline(__always)
    static func fill(_ d: UnsafeMutablePointer<UInt32>, count: Int, with value: UInt32) {
        let pair = UInt64(value) | (UInt64(value) << 32)
        var i = 0
        if count >= 8 {
            let raw = UnsafeMutableRawPointer(d)
            let wide = SIMD4<UInt64>(repeating: pair)
            while i + 8 <= count {
                raw.storeBytes(of: wide, toByteOffset: i * 4, as: SIMD4<UInt64>.self)
                i += 8
            }
        }
        while i < count {
            d[i] = value
            i += 1
        }
    }

    /// Source-over of one premultiplied colour onto a run: `d = s + d · keep / 255`, where
    /// `keep` is the part of the destination that shows through (255 − source alpha by default).
    @inline(__always)
    static func sourceOver(_ d: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32, keeping keep: UInt32? = nil) {
        let inverse = UInt64(keep ?? (255 &- (s >> 24)))
        let source = UInt64(s) | (UInt64(s) << 32)
        let raw = UnsafeMutableRawPointer(d)
        var i = 0
        if count >= 4 {
            // Four pixels at a time as eight 16-bit lanes per channel pair (SSE2 pmullw).
            let wideSource = SIMD2<UInt64>(repeating: source).reinterpretedAsUInt16()
            let factor = SIMD8<UInt16>(repeating: UInt16(inverse))
            while i + 4 <= count {
                let pixels = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
                raw.storeBytes(of: wideSource &+ scaleQuad(pixels, by: factor), toByteOffset: i * 4, as: SIMD8<UInt16>.self)
                i += 4
            }
        }
        while i + 2 <= count {
            let pair = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            raw.storeBytes(of: source &+ scalePair(pair, by: inverse), toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        if i < count { d[i] = s &+ Pixel.scale(d[i], by: UInt32(inverse)) }
    }

    /// Source-over of one colour through per-pixel coverage, for pixels `start..<end` of a
    /// row; `coverage[x]` is the coverage of pixel `x`.
    @inline(__always)
    static func sourceOver(
        _ row: UnsafeMutablePointer<UInt32>, from start: Int, to end: Int, color: UInt32,
        coverage: UnsafePointer<UInt8>
    ) {
        let opaque = color >> 24 == 255
        let source = SIMD2<UInt64>(repeating: UInt64(color) | (UInt64(color) << 32)).reinterpretedAsUInt16()
        let full = SIMD8<UInt16>(repeating: 255)
        let raw = UnsafeMutableRawPointer(row)
        var x = start
        // Four pixels at a time: each lane pair scaled by its own pixel's coverage.
        while x &+ 4 <= end {
            let four = UnsafeRawPointer(coverage + x).loadUnaligned(as: UInt32.self)
            if four == 0 {
                x &+= 4
                continue
            }
            if four == .max, opaque {
                fill(row + x, count: 4, with: color)
                x &+= 4
                continue
            }
            let c0 = UInt16(four & 0xFF), c1 = UInt16((four >> 8) & 0xFF)
            let c2 = UInt16((four >> 16) & 0xFF), c3 = UInt16(four >> 24)
            let scaled = scaleQuad(source, by: SIMD8(c0, c0, c1, c1, c2, c2, c3, c3))
            // Alpha is the high byte of every second lane.
            let alpha = scaled &>> 8
            let keep = full &- SIMD8(alpha[1], alpha[1], alpha[3], alpha[3], alpha[5], alpha[5], alpha[7], alpha[7])
            let destination = raw.loadUnaligned(fromByteOffset: x &* 4, as: SIMD8<UInt16>.self)
            raw.storeBytes(of: scaled &+ scaleQuad(destination, by: keep), toByteOffset: x &* 4, as: SIMD8<UInt16>.self)
            x &+= 4
        }
        while x < end {
            let c = UInt32(coverage[x])
            if c == 255, opaque {
                row[x] = color
            } else if c != 0 {
                let s = Pixel.scale(color, by: c)
                row[x] = s &+ Pixel.scale(row[x], by: 255 &- (s >> 24))
            }
            x &+= 1
        }
    }

    /// Four packed pixels (as 16-bit byte pairs) times `factor / 255`, rounded.
    @inline(__always)
    static func scaleQuad(_ p: SIMD8<UInt16>, by factor: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let half = SIMD8<UInt16>(repeating: 0x0080)
        var rb = (p & low) &* factor &+ half
        rb = (rb &+ (rb &>> 8)) &>> 8
        var ga = (p &>> 8) &* factor &+ half
        ga = (ga &+ (ga &>> 8)) & ~low
        return rb | ga
    }

    /// Two packed pixels times `factor / 255`, rounded, four channels per multiply.
    @inline(__always)
    static func scalePair(_ p: UInt64, by factor: UInt64) -> UInt64 {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        var rb = (p & mask) &* factor &+ 0x0080_0080_0080_0080
        rb = ((rb &+ ((rb >> 8) & mask)) >> 8) & mask
        var ga = ((p >> 8) & mask) &* factor &+ 0x0080_0080_0080_0080
        ga = (ga &+ ((ga >> 8) & mask)) & ~mask
        return rb | ga
    }
}

extension SIMD2 where Scalar == UInt64 {
    /// The same 16 bytes seen as eight 16-bit lanes.
    @inline(__always) func reinterpretedAsUInt16() -> SIMD8<UInt16> {
        unsafeBitCast(self, to: SIMD8<UInt16>.self)
    }
}
