import Foundation
import LiquidGlass
import OpenCoreText
import OpenUIKit
import Testing

/// Seed 004's "glass text": a string's glyph outlines as the shape of the glass.
extension SharedSettingsSuites {
@MainActor
@Suite("Glass text from glyph outlines")
struct GlassTextTests {
    /// Vertical black and white stripes, 3 pt each, at 2 px per point.
    private func stripes(size: CGSize) throws -> CGImage {
        let context = try CGContext.bitmap(width: Int(size.width * 2), height: Int(size.height * 2))
        context.setFillColor(CGColor.white)
        context.fill(CGRect(x: 0, y: 0, width: size.width * 2, height: size.height * 2))
        context.setFillColor(CGColor.black)
        var x: CGFloat = 0
        while x < size.width * 2 {
            context.fill(CGRect(x: x, y: 0, width: 6, height: size.height * 2))
            x += 12
        }
        return context.makeImage()!
    }

    private func variance(_ image: CGImage, around point: CGPoint, radius: CGFloat = 3) -> Double {
        var values: [Double] = []
        for y in Int((point.y - radius) * 2)..<Int((point.y + radius) * 2) {
            for x in Int((point.x - radius) * 2)..<Int((point.x + radius) * 2) {
                let p = image.rgba(atX: x, y: y)
                values.append((0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255)
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
    }

    @Test func theLettersAreGlassAndTheirCountersAreNot() throws {
        let font = CTFontCreateWithName("DejaVu Sans Bold", 140, nil)
        let outline = CTFontCreatePathForString(font, "O")
        // Glyph space is y-up from the baseline: flip it onto the y-down canvas.
        var place = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 20, ty: 150)
        let text = try #require(outline.copy(using: &place))
        let box = text.boundingBoxOfPath
        #expect(box.width > 80 && box.height > 90)
        let backdrop = try stripes(size: CGSize(width: 160, height: 180))
        let glass = GlassRenderer().render(
            GlassContainer(elements: [GlassElement(shape: .path(text))]), over: backdrop, scale: 2)
        let ring = CGPoint(x: box.minX + box.width * 0.09, y: box.midY)
        let counter = CGPoint(x: box.midX, y: box.midY)
        let outside = CGPoint(x: box.maxX + 10, y: box.midY)
        #expect(variance(glass, around: ring) < 0.02, "the stroke of the O is frosted glass")
        #expect(variance(glass, around: counter) > 0.15, "the O's counter shows the stripes")
        #expect(variance(glass, around: outside) > 0.15, "outside the letter: stripes")
    }
}
}
