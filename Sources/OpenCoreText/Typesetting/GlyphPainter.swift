import Foundation
import OpenCoreGraphics

/// Draws runs of glyphs into a context: through the text matrix and the CTM, from cached
/// coverage masks where the glyphs land upright and unscaled in each axis alike (the
/// common case, text in a UIKit view or a bitmap), and by filling outlines otherwise.
enum GlyphPainter {
    /// Draws `run` with the line's origin at text-space (0, 0), mapped to user space by
    /// `textMatrix`, in `color` (nil: the context's fill colour).
    static func draw(_ run: CTRun, textMatrix: CGAffineTransform, color: CGColor?, in context: CGContext) {
        guard !run.glyphs.isEmpty else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if run.font.face.hasColorGlyphs {
            drawColorGlyphs(run, textMatrix: textMatrix, in: context)
            return
        }
        if let color { context.setFillColor(color) }
        let textToDevice = textMatrix.concatenating(context.userSpaceToDeviceSpaceTransform)
        let pixelSize = run.font.size * textToDevice.a
        if textToDevice.b == 0, textToDevice.c == 0, textToDevice.a > 0, textToDevice.d == -textToDevice.a,
            run.font.matrix.isIdentity, pixelSize < 1024
        {
            drawMasks(run, textToDevice: textToDevice, pixelSize: pixelSize, in: context)
        } else {
            drawOutlines(run, textMatrix: textMatrix, in: context)
        }
    }

    private static func drawMasks(_ run: CTRun, textToDevice: CGAffineTransform, pixelSize: CGFloat, in context: CGContext) {
        var requests: [(glyph: UInt32, subpixelPhase: Int)] = []
        var places: [(x: Int, y: Int)] = []
        requests.reserveCapacity(run.glyphs.count)
        places.reserveCapacity(run.glyphs.count)
        // Glyphs wholly outside the clip are skipped before their masks are looked up (a
        // long line in a narrow field draws only what shows); a glyph may reach a few ems
        // beyond its origin.
        let clip = context.deviceClipBounds
        guard !clip.isEmpty else { return }
        let reach = pixelSize * 3
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let device = position.applying(textToDevice)
            guard device.x.isFinite, device.y.isFinite, abs(device.x) < 1e7, abs(device.y) < 1e7,
                device.x > clip.minX - reach, device.x < clip.maxX + reach, device.y > clip.minY - reach, device.y < clip.maxY + reach
            else { continue }
            let quarter = (device.x * 4).rounded(.down)
            let pixel = Int(quarter / 4)
            requests.append((UInt32(glyph), Int(quarter) - pixel * 4))
            places.append((pixel, Int(device.y.rounded())))
        }
        let masks = run.font.face.glyphMasks(requests, pixelSize: pixelSize)
        context.fill(zip(masks, places).map { ($0, $1.x, $1.y) })
    }

    /// Emoji keep their own colours: each glyph's image, scaled to the font size, in place
    /// of a mask filled with the text colour.
    ///
    /// Where the glyphs land upright and unrotated in device pixels, each glyph's image is
    /// scaled to its pixel size once (the face caches it) and copied to whole pixels, so a
    /// text of thousands of emoji costs a copy per emoji rather than a resampling of the
    /// font's large bitmap.
    private static func drawColorGlyphs(_ run: CTRun, textMatrix: CGAffineTransform, in context: CGContext) {
        let size = run.font.size
        context.concatenate(textMatrix)
        context.interpolationQuality = .high
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let colored = run.font.face.colorGlyph(UInt32(glyph)) else { continue }
            let bounds = colored.bounds
            context.saveGState()
            context.concatenate(run.font.matrix.concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
            let rect = CGRect(x: bounds.minX * size, y: bounds.minY * size, width: bounds.width * size, height: bounds.height * size)
            if !drawPrescaled(colored, glyph: UInt32(glyph), face: run.font.face, in: rect, context: context) {
                context.draw(colored.image, in: rect)
            }
            context.restoreGState()
        }
    }

    /// Draws the glyph's image scaled once to the pixels `rect` covers, at whole device
    /// pixels; `false` when the device transform rotates, skews or flips the glyph
    /// horizontally, or the size is out of reason.
    private static func drawPrescaled(_ colored: ColorGlyph, glyph: UInt32, face: FontFace, in rect: CGRect, context: CGContext) -> Bool {
        let device = context.userSpaceToDeviceSpaceTransform
        guard device.b == 0, device.c == 0, device.a > 0, device.d != 0 else { return false }
        let deviceRect = rect.applying(device)
        guard deviceRect.minX.isFinite, deviceRect.minY.isFinite,
              (0.5..<512.5).contains(deviceRect.width), (0.5..<512.5).contains(deviceRect.height)
        else { return false }
        let width = Int(deviceRect.width.rounded()), height = Int(deviceRect.height.rounded())
        guard let image = face.scaledColorGlyph(glyph, image: colored.image, width: width, height: height) else { return false }
        // Back to user space from whole device pixels, so the copy needs no resampling.
        let snapped = CGRect(x: deviceRect.minX.rounded(), y: deviceRect.minY.rounded(), width: CGFloat(width), height: CGFloat(height))
        context.draw(image, in: snapped.applying(device.inverted()))
        return true
    }

    private static func drawOutlines(_ run: CTRun, textMatrix: CGAffineTransform, in context: CGContext) {
        let outline = CGMutablePath()
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let path = CTFontCreatePathForGlyph(run.font, glyph, nil) else { continue }
            outline.addPath(path, transform: CGAffineTransform(translationX: position.x, y: position.y).concatenating(textMatrix))
        }
        context.addPath(outline)
        context.fillPath()
    }

    /// The colour Core Text draws a run in: the context's for
    /// `kCTForegroundColorFromContextAttributeName`, else the run's Core Text or UIKit
    /// foreground colour, else black.
    static func coreTextColor(of run: CTRun) -> CGColor? {
        let attributes = run.attributes
        if let fromContext = attributes[NSAttributedString.Key(kCTForegroundColorFromContextAttributeName)],
            CGFloat(anyNumber: fromContext).map({ $0 != 0 }) ?? (fromContext as? Bool ?? false)
        {
            return nil
        }
        if let color = attributes[NSAttributedString.Key(kCTForegroundColorAttributeName)] as? CGColor { return color }
        switch attributes[.foregroundColor] {
        case let color as CGColor: return color
        case let color as _CGColorBridging: return color.bridgedCGColor
        default: return .black
        }
    }
}
