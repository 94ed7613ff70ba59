import Foundation
import OpenCoreGraphics

/// Draws a run's `NSShadow`: the glyphs in the shadow's colour into a small bitmap, blurred
/// by three box passes each way (close to a Gaussian of half the blur radius), then laid
/// under the text at the shadow's offset.
enum TextShadow {
    static func draw(_ run: CTRun, line: CTLine, textMatrix: CGAffineTransform, color: (Any?) -> CGColor?, in context: CGContext) {
        guard let shadow = run.attributes[.shadow] as? NSShadow, !run.glyphs.isEmpty else { return }
        let device = context.userSpaceToDeviceSpaceTransform
        let scale = max(abs(device.a), abs(device.d))
        guard scale > 0, scale.isFinite else { return }
        let offset = CGSize(width: finite(shadow.shadowOffset.width), height: finite(shadow.shadowOffset.height))
        let blur = min(shadow.shadowBlurRadius, 100) * scale
        let margin = Int((blur * 1.5).rounded(.up)) + 2
        // The run's box in device pixels.
        let box = CGRect(x: run.originX, y: -line.descent, width: run.width, height: line.ascent + line.descent)
            .applying(textMatrix).applying(device).integral
        guard box.width > 0, box.height > 0, box.width < 8192, box.height < 8192,
            let bitmap = try? CGContext.bitmap(width: Int(box.width) + margin * 2, height: Int(box.height) + margin * 2)
        else { return }
        // The glyphs in the shadow's colour, the bitmap's top left at the box's top left less the margin.
        let shift = CGAffineTransform(translationX: -box.minX + CGFloat(margin), y: -box.minY + CGFloat(margin))
        let toBitmap = textMatrix.concatenating(device).concatenating(shift).concatenating(
            CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(bitmap.height)))
        let shade = color(shadow.shadowColor) ?? CGColor(gray: 0, alpha: 1 / 3)
        GlyphPainter.draw(run, textMatrix: toBitmap, color: shade, in: bitmap)
        if blur >= 1 { bitmap.withDevicePixels { boxBlur($0, radius: Int((blur / 2).rounded())) } }
        guard let image = bitmap.makeImage() else { return }
        // Back into the target, moved by the offset (points, y down as in UIKit).
        let target = CGRect(
            x: box.minX - CGFloat(margin) + offset.width * scale, y: box.minY - CGFloat(margin) + offset.height * scale,
            width: CGFloat(bitmap.width), height: CGFloat(bitmap.height))
        context.saveGState()
        context.concatenate(device.inverted())
        // `draw(_:in:)` is y-up: flip the device rectangle into it.
        context.translateBy(x: 0, y: target.minY * 2 + target.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: target)
        context.restoreGState()
    }

    private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(-1000, min(1000, value)) : 0 }

    /// Three box blurs across and down (premultiplied RGBA in place).
    private static func boxBlur(_ pixels: CGDevicePixels, radius: Int) {
        guard radius > 0 else { return }
        let width = pixels.width, height = pixels.height, stride = pixels.stride
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { blurLine(pixels.base + y * stride, count: width, step: 1, radius: radius, scratch: &line) }
            for x in 0..<width { blurLine(pixels.base + x, count: height, step: stride, radius: radius, scratch: &line) }
        }
    }

    /// A running-sum box average of `count` pixels `step` apart.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt32>, count: Int, step: Int, radius: Int, scratch: inout [UInt32]) {
        for index in 0..<count { scratch[index] = start[index * step] }
        var sums = (0, 0, 0, 0)
        let window = radius * 2 + 1
        func add(_ pixel: UInt32, _ sign: Int) {
            sums.0 += sign * Int(pixel & 0xFF)
            sums.1 += sign * Int((pixel >> 8) & 0xFF)
            sums.2 += sign * Int((pixel >> 16) & 0xFF)
            sums.3 += sign * Int(pixel >> 24)
        }
        for index in 0..<min(radius, count) { add(scratch[index], 1) }
        for index in 0..<count {
            if index + radius < count { add(scratch[index + radius], 1) }
            if index - radius - 1 >= 0 { add(scratch[index - radius - 1], -1) }
            let r = UInt32(sums.0 / window), g = UInt32(sums.1 / window), b = UInt32(sums.2 / window), a = UInt32(sums.3 / window)
            start[index * step] = r | g << 8 | b << 16 | a << 24
        }
    }
}
