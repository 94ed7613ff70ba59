import Foundation

/// Produces the source colour of every pixel in a run, for paints that vary per pixel.
protocol Shader {
    /// Writes premultiplied colours for pixels `x ..< x + count` of row `y` (centres at +0.5).
    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

/// Walks device pixel centres of a row in a shader's own space, one affine step at a time.
struct AffineStepper {
    let origin: CGAffineTransform

    /// The shader-space position of the centre of pixel (x, y), and the step to the next pixel.
    @inline(__always) func start(x: Int, y: Int) -> (x: Float, y: Float, dx: Float, dy: Float) {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(origin)
        return (Float(p.x), Float(p.y), Float(origin.a), Float(origin.b))
    }
}

/// A linear gradient along the line from `start` to `end` (in gradient space).
struct LinearGradientShader: Shader {
    let gradient: CGGradient
    let stepper: AffineStepper
    let start: CGPoint
    let end: CGPoint
    let options: CGGradientDrawingOptions

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        var (px, py, dx, dy) = stepper.start(x: x, y: y)
        let vx = Float(end.x - start.x), vy = Float(end.y - start.y)
        let lengthSquared = vx * vx + vy * vy
        let sx = Float(start.x), sy = Float(start.y)
        GradientRamp.with(gradient, options) { ramp in
            for i in 0..<count {
                colors[i] = ramp.color(at: lengthSquared > 0 ? ((px - sx) * vx + (py - sy) * vy) / lengthSquared : 0)
                px += dx
                py += dy
            }
        }
    }
}

/// A radial gradient between two circles: the colour at t lies on the circle
/// interpolated between them, the largest t winning where circles overlap.
struct RadialGradientShader: Shader {
    let gradient: CGGradient
    let stepper: AffineStepper
    let startCenter: CGPoint
    let startRadius: CGFloat
    let endCenter: CGPoint
    let endRadius: CGFloat
    let options: CGGradientDrawingOptions

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        var (px, py, dx, dy) = stepper.start(x: x, y: y)
        let cdx = Float(endCenter.x - startCenter.x), cdy = Float(endCenter.y - startCenter.y)
        let r0 = Float(startRadius), dr = Float(endRadius - startRadius)
        let a = cdx * cdx + cdy * cdy - dr * dr
        let c0x = Float(startCenter.x), c0y = Float(startCenter.y)
        GradientRamp.with(gradient, options) { ramp in
            for i in 0..<count {
                let qx = px - c0x, qy = py - c0y
                let b = qx * cdx + qy * cdy + r0 * dr
                let c = qx * qx + qy * qy - r0 * r0
                var t = Float.nan
                if abs(a) < 1e-6 {
                    if b != 0 { t = c / (2 * b) }
                } else {
                    let discriminant = b * b - a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        let t1 = (b + root) / a, t2 = (b - root) / a
                        let hi = max(t1, t2), lo = min(t1, t2)
                        t = r0 + hi * dr >= 0 ? hi : (r0 + lo * dr >= 0 ? lo : .nan)
                    }
                }
                // Points on no circle of the family (or on one of negative radius) stay unpainted.
                colors[i] = ramp.color(at: t)
                px += dx
                py += dy
            }
        }
    }
}

/// A gradient's colour table with its extension rules: before 0 and after 1 paint the end
/// colours only when the options say so; anything else (and NaN) is transparent.
struct GradientRamp {
    let table: UnsafeBufferPointer<UInt32>
    let extendsBefore: Bool
    let extendsAfter: Bool

    static func with<R>(_ gradient: CGGradient, _ options: CGGradientDrawingOptions, _ body: (GradientRamp) -> R) -> R {
        gradient.table.withUnsafeBufferPointer { table in
            body(GradientRamp(
                table: table, extendsBefore: options.contains(.drawsBeforeStartLocation),
                extendsAfter: options.contains(.drawsAfterEndLocation)))
        }
    }

    @inline(__always) func color(at t: Float) -> UInt32 {
        if t >= 0 && t <= 1 { return table[Int(t * Float(table.count - 1) + 0.5)] }
        if t < 0 { return extendsBefore ? table[0] : 0 }
        if t > 1 { return extendsAfter ? table[table.count - 1] : 0 }
        return 0
    }
}

/// An image mapped onto device pixels, sampled nearest or bilinearly with edge clamping.
struct ImageShader: Shader {
    let pixels: [UInt32]
    let width: Int
    let height: Int
    /// Device pixel centre to image pixel coordinates (0...width, 0...height).
    let stepper: AffineStepper
    let smooth: Bool

    init(image: CGImage, imageFromDevice: CGAffineTransform, quality: CGInterpolationQuality) {
        smooth = quality != .none && image.shouldInterpolate
        var level = (pixels: image.pixels, width: image.width, height: image.height)
        var transform = imageFromDevice
        // Shrinking by more than half: halve the image first so bilinear sampling does not skip pixels.
        while smooth, transform.maximumScale > 2, level.width > 1 || level.height > 1 {
            level = Self.halved(level.pixels, level.width, level.height)
            let sx = CGFloat(level.width) / CGFloat(image.width), sy = CGFloat(level.height) / CGFloat(image.height)
            transform = imageFromDevice.concatenating(CGAffineTransform(scaleX: sx, y: sy))
        }
        pixels = level.pixels
        width = level.width
        height = level.height
        stepper = AffineStepper(origin: transform)
    }

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        var (u, v, du, dv) = stepper.start(x: x, y: y)
        let maxX = width - 1, maxY = height - 1
        if !smooth, dv == 0, du == 1, shadeUnscaled(u: u, v: v, count: count, into: colors) { return }
        if smooth, dv == 0, shadeAxisAligned(u: u, v: v, du: du, count: count, into: colors) { return }
        pixels.withUnsafeBufferPointer { source in
            for i in 0..<count {
                if smooth {
                    colors[i] = Self.bilinear(source, width, maxX, maxY, u - 0.5, v - 0.5)
                } else {
                    // Clamped before converting: a far sample must not trap.
                    let su: Double = Swift.min(Double(maxX), Swift.max(0, Double(u).rounded(.down)))
                    let sv: Double = Swift.min(Double(maxY), Swift.max(0, Double(v).rounded(.down)))
                    let sx = Int(su), sy = Int(sv)
                    colors[i] = u.isFinite && v.isFinite ? source[sy * width + sx] : 0
                }
                u += du
                v += dv
            }
        }
    }

    /// The common case of layer contents: rows of the image run along rows of the device
    /// (no rotation or shear), so a row of pixels samples one pair of image rows with one
    /// vertical weight, stepping across in fixed point (1/65536 of an image pixel). Gives the
    /// same colours as the general path up to rounding of the weights. Returns `false`
    /// (shading nothing) when positions are out of fixed-point range.
    private func shadeAxisAligned(u: Float, v: Float, du: Float, count: Int, into colors: UnsafeMutablePointer<UInt32>) -> Bool {
        let start = u - 0.5, end = start + du * Float(count)
        guard start.isFinite, end.isFinite, v.isFinite, du.isFinite,
            abs(start) < 30_000, abs(end) < 30_000, abs(v) < 30_000, width < 30_000
        else { return false }
        let maxX = width - 1, maxY = height - 1
        let fv = v - 0.5, row = fv.rounded(.down)
        let wy = UInt32(max(0, min(255, (fv - row) * 256)))
        let y0 = Int(row)
        let ya = min(maxY, max(0, y0)), yb = min(maxY, max(0, y0 + 1))
        var position = Int(start * 65536)
        let step = Int(du * 65536)
        if step == 65536, position & 0xFFFF == 0 {
            shadeWholePixels(from: position >> 16, rows: (ya, yb), weight: wy, count: count, into: colors)
            return true
        }
        pixels.withUnsafeBufferPointer { source in
            let top = source.baseAddress! + ya * width, bottom = source.baseAddress! + yb * width
            for i in 0..<count {
                let x0 = position >> 16
                let wx = UInt32(truncatingIfNeeded: (position >> 8) & 255)
                let xa = min(maxX, max(0, x0)), xb = min(maxX, max(0, x0 + 1))
                let upper = Self.lerp(top[xa], top[xb], wx), lower = Self.lerp(bottom[xa], bottom[xb], wx)
                colors[i] = Self.lerp(upper, lower, wy)
                position &+= step
            }
        }
        return true
    }

    /// Nearest sampling one-to-one with device pixels (a transparency layer composited back):
    /// a copy of the image row. Returns `false` for positions too far out to convert.
    private func shadeUnscaled(u: Float, v: Float, count: Int, into colors: UnsafeMutablePointer<UInt32>) -> Bool {
        guard u.isFinite, v.isFinite, abs(u) < 1e7, abs(v) < 1e7 else { return false }
        let row = min(height - 1, max(0, Int(v.rounded(.down))))
        shadeWholePixels(from: Int(u.rounded(.down)), rows: (row, row), weight: 0, count: count, into: colors)
        return true
    }

    /// Image pixels one-to-one with device pixels across the row (contents drawn at their
    /// own scale, moved by whole pixels across): a copy, or one vertical blend while the
    /// image slides by a fraction of a pixel down or up.
    private func shadeWholePixels(from x0: Int, rows: (Int, Int), weight wy: UInt32, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let maxX = width - 1
        // Columns left of the image and right of it repeat its edge pixels.
        let inside = max(0, min(count, -x0))..<max(0, min(count, width - x0))
        pixels.withUnsafeBufferPointer { source in
            let top = source.baseAddress! + rows.0 * width, bottom = source.baseAddress! + rows.1 * width
            func pixel(_ x: Int) -> UInt32 { wy == 0 ? top[x] : Self.lerp(top[x], bottom[x], wy) }
            for i in 0..<inside.lowerBound { colors[i] = pixel(0) }
            if wy == 0 {
                (colors + inside.lowerBound).update(from: top + x0 + inside.lowerBound, count: inside.count)
            } else {
                for i in inside { colors[i] = pixel(x0 + i) }
            }
            for i in inside.upperBound..<count { colors[i] = pixel(min(maxX, max(0, x0 + i))) }
        }
    }

    @inline(__always)
    private static func bilinear(
        _ source: UnsafeBufferPointer<UInt32>, _ width: Int, _ maxX: Int, _ maxY: Int, _ u: Float, _ v: Float
    ) -> UInt32 {
        guard u.isFinite, v.isFinite else { return 0 }
        let fu = u.rounded(.down), fv = v.rounded(.down)
        let x0 = Int(max(-1, min(Float(maxX + 1), fu))), y0 = Int(max(-1, min(Float(maxY + 1), fv)))
        let wx = UInt32(max(0, min(255, (u - fu) * 256))), wy = UInt32(max(0, min(255, (v - fv) * 256)))
        let xa = min(maxX, max(0, x0)), xb = min(maxX, max(0, x0 + 1))
        let ya = min(maxY, max(0, y0)), yb = min(maxY, max(0, y0 + 1))
        let top = lerp(source[ya * width + xa], source[ya * width + xb], wx)
        let bottom = lerp(source[yb * width + xa], source[yb * width + xb], wx)
        return lerp(top, bottom, wy)
    }

    /// `a + (b - a) · w / 256` per channel, two channels per multiply.
    @inline(__always) private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ga = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ga
    }

    private static func halved(_ pixels: [UInt32], _ width: Int, _ height: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let w = max(1, width / 2), h = max(1, height / 2)
        var result = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let x0 = min(width - 1, x * 2), x1 = min(width - 1, x * 2 + 1)
                let y0 = min(height - 1, y * 2), y1 = min(height - 1, y * 2 + 1)
                let quad = [pixels[y0 * width + x0], pixels[y0 * width + x1], pixels[y1 * width + x0], pixels[y1 * width + x1]]
                var sum = SIMD4<UInt32>(repeating: 0)
                for p in quad { sum &+= SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24) }
                sum = (sum &+ 2) / 4
                result[y * w + x] = Pixel.pack(sum.x, sum.y, sum.z, sum.w)
            }
        }
        return (result, w, h)
    }
}

/// An angular (conic) gradient: the colour varies with the angle around a centre, from
/// `startAngle` through `span` radians, increasing from the x axis toward the y axis.
struct ConicGradientShader: Shader {
    let gradient: CGGradient
    let stepper: AffineStepper
    let center: CGPoint
    let startAngle: CGFloat
    let span: CGFloat

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        var (px, py, dx, dy) = stepper.start(x: x, y: y)
        let cx = Float(center.x), cy = Float(center.y)
        let start = Float(startAngle), span = Float(span), turn = 2 * Float.pi
        // Past the span, the turn's rest is split between the end colour and the start colour.
        let restMiddle = span + (turn - span) / 2
        GradientRamp.with(gradient, [.drawsBeforeStartLocation, .drawsAfterEndLocation]) { ramp in
            for i in 0..<count {
                var fraction = (atan2(py - cy, px - cx) - start).truncatingRemainder(dividingBy: turn)
                if fraction < 0 { fraction += turn }
                let t: Float = fraction <= span ? fraction / span : (fraction < restMiddle ? 1 : 0)
                colors[i] = ramp.color(at: t)
                px += dx
                py += dy
            }
        }
    }
}
