import Foundation

/// Premultiplied RGBA8 pixels packed in a `UInt32`: red in the low byte, alpha in the
/// high byte, so the bytes in memory read R, G, B, A.
package enum Pixel {
    @inline(__always) static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        r | (g << 8) | (b << 16) | (a << 24)
    }

    @inline(__always) static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// Multiplies all four channels by `factor / 255`, rounded, two channels per multiply.
    @inline(__always) static func scale(_ p: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((p >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source over destination for premultiplied pixels.
    @inline(__always) package static func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, by: 255 &- (s >> 24))
    }

    /// `a · b / 255`, rounded, for bytes.
    @inline(__always) static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// A premultiplied pixel from straight components in 0...1.
    static func premultiplied(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UInt32 {
        func byte(_ v: CGFloat) -> UInt32 {
            guard v.isFinite else { return 0 }
            return UInt32(min(255, max(0, (v * 255).rounded())))
        }
        let a = min(1, max(0, alpha.isFinite ? alpha : 0))
        return pack(byte(red * a), byte(green * a), byte(blue * a), byte(a))
    }

    /// Premultiplied components in 0...1.
    @inline(__always) static func unpack(_ p: UInt32) -> SIMD4<Float> {
        SIMD4<Float>(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24)) * (1 / 255)
    }

    /// Packs premultiplied components in 0...1, clamping each channel to its alpha.
    @inline(__always) static func pack(_ c: SIMD4<Float>) -> UInt32 {
        let a = min(max(c.w, 0), 1)
        let clamped = SIMD4<Float>(min(max(c.x, 0), a), min(max(c.y, 0), a), min(max(c.z, 0), a), a)
        let bytes = clamped * 255 + 0.5
        return pack(UInt32(bytes.x), UInt32(bytes.y), UInt32(bytes.z), UInt32(bytes.w))
    }

    /// Straight (unpremultiplied) RGBA bytes from a premultiplied pixel.
    static func unpremultiplied(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = p >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (channel(p & 0xFF), channel((p >> 8) & 0xFF), channel((p >> 16) & 0xFF), UInt8(a))
    }

    /// A premultiplied pixel from straight RGBA bytes.
    @inline(__always) static func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        return pack(multiply(UInt32(r), alpha), multiply(UInt32(g), alpha), multiply(UInt32(b), alpha), alpha)
    }

    /// Premultiplied pixels from `count` pixels of straight RGBA bytes, as decoders hand
    /// them over.
    static func premultiplied(straightRGBA bytes: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            let byte = index * 4
            pixels[index] = premultiplied(bytes[byte], bytes[byte + 1], bytes[byte + 2], bytes[byte + 3])
        }
        return pixels
    }
}
