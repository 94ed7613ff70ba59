import CFontconfig
import CFreeType
import Foundation
import OpenCoreGraphics
import Synchronization

/// A colour glyph (an emoji) as an image, and where it sits relative to the glyph's origin.
public struct ColorGlyph: @unchecked Sendable {
    /// The glyph's pixels, premultiplied, at the size the font stores or renders them.
    public let image: CGImage
    /// The image's rectangle in ems, y-up from the glyph's origin on the baseline: multiply
    /// by the point size to place it.
    public let bounds: CGRect
}

extension FontFace {
    /// Whether the font draws glyphs in colour (an emoji font: bitmap strikes as Noto Color
    /// Emoji has, or colour layers).
    public var hasColorGlyphs: Bool { face.pointee.face_flags & Int(FT_FACE_FLAG_COLOR) != 0 }

    /// The pixel size colour glyphs are rendered at when the font is scalable: large
    /// enough for a 3x screen's body text, small enough to cache.
    private static let scalableColorPixelSize = 128

    /// A colour glyph's image (cached), or `nil` when the glyph has no colour form.
    ///
    /// Bitmap fonts give the strike closest above `scalableColorPixelSize` (Noto Color
    /// Emoji has one, 109 pixels per em); the drawing scales it to the text's size.
    public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        guard hasColorGlyphs else { return nil }
        return lock.withLock { _ in
            if let cached = colorGlyphs[glyph] { return cached }
            let rendered = renderColorGlyph(FT_UInt(glyph))
            colorGlyphs[glyph] = .some(rendered)
            return rendered
        }
    }

    /// A colour glyph's image scaled to `width` × `height` pixels, made once and cached
    /// (a bounded number per face: the sizes a screen shows).
    func scaledColorGlyph(_ glyph: UInt32, image: CGImage, width: Int, height: Int) -> CGImage? {
        let key = ScaledColorGlyphKey(glyph: glyph, width: width, height: height)
        if let cached = lock.withLock({ _ in scaledColorGlyphs[key] }) { return cached }
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        guard let scaled = context.makeImage() else { return nil }
        lock.withLock { _ in
            if scaledColorGlyphs.count >= 2_048 { scaledColorGlyphs.removeAll() }
            scaledColorGlyphs[key] = scaled
        }
        return scaled
    }

    private func renderColorGlyph(_ glyph: FT_UInt) -> ColorGlyph? {
        guard let pixelsPerEm = selectColorSize(),
            FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR) | Int32(FT_LOAD_RENDER)) == 0,
            let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.pitch > 0, let buffer = bitmap.buffer,
            let image = CGImage.fromPremultipliedBGRA(
                buffer, width: Int(bitmap.width), height: Int(bitmap.rows), rowBytes: Int(bitmap.pitch))
        else { return nil }
        let em = CGFloat(pixelsPerEm)
        let top = CGFloat(slot.pointee.bitmap_top)
        return ColorGlyph(
            image: image,
            bounds: CGRect(
                x: CGFloat(slot.pointee.bitmap_left) / em, y: (top - CGFloat(bitmap.rows)) / em,
                width: CGFloat(bitmap.width) / em, height: CGFloat(bitmap.rows) / em))
    }

    /// Sets the face to the size colour glyphs are read at; returns its pixels per em.
    private func selectColorSize() -> Int? {
        let strikes = Int(face.pointee.num_fixed_sizes)
        if face.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) != 0 || strikes == 0 {
            let size = Self.scalableColorPixelSize
            return FT_Set_Pixel_Sizes(face, 0, FT_UInt(size)) == 0 ? size : nil
        }
        guard let sizes = face.pointee.available_sizes else { return nil }
        let ems = (0..<strikes).map { Int(sizes[$0].y_ppem / 64) }
        let target = Self.scalableColorPixelSize
        let best = ems.indices.min { a, b in
            // The smallest strike at or above the target, else the largest below it.
            let (ea, eb) = (ems[a], ems[b])
            if (ea >= target) != (eb >= target) { return ea >= target }
            return ea >= target ? ea < eb : ea > eb
        }!
        return FT_Select_Size(face, Int32(best)) == 0 ? ems[best] : nil
    }

    private static let emojiFace = Mutex<FontFace??>(nil)

    /// The installed colour emoji font (fontconfig's `emoji` family, Noto Color Emoji on
    /// Debian), or `nil` when none is installed.
    public static var emoji: FontFace? {
        if let known = emojiFace.withLock({ $0 }) { return known }
        let found = (try? FontFace.matching(family: "emoji", bold: false)).flatMap { $0.hasColorGlyphs ? $0 : nil }
        emojiFace.withLock { $0 = .some(found) }
        return found
    }
}
