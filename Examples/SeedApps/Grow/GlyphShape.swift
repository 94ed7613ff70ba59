import OpenSwiftUI

/// A line of text as a shape: each glyph's outline from Core Text, set side by side along
/// their advances and scaled to fit the rectangle. Give it to `glassEffect(_:in:)` and the
/// letters themselves become glass.
public struct GlyphShape: Shape {
    public var text: String
    public var fontName: String

    public init(_ text: String, fontName: String = UIFont.systemFont(ofSize: 100, weight: .heavy).fontName) {
        self.text = text
        self.fontName = fontName
    }

    public func path(in rect: CGRect) -> Path {
        let outline = Self.outline(of: text, fontName: fontName)
        let bounds = outline.boundingBoxOfPath
        guard !bounds.isEmpty, rect.width > 0, rect.height > 0 else { return Path() }
        let scale = min(rect.width / bounds.width, rect.height / bounds.height)
        // Core Text's outlines point y up; a shape's y points down.
        var transform = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .scaledBy(x: scale, y: -scale)
            .translatedBy(x: -bounds.midX, y: -bounds.midY)
        return Path(outline.copy(using: &transform) ?? outline)
    }

    /// The glyphs' outlines at 100 points, on one baseline.
    private static func outline(of text: String, fontName: String) -> CGPath {
        let font = CTFontCreateWithName(fontName as CFString, 100, nil)
        var characters = Array(text.utf16)
        var glyphs = [CGGlyph](repeating: 0, count: characters.count)
        CTFontGetGlyphsForCharacters(font, &characters, &glyphs, characters.count)
        var advances = [CGSize](repeating: .zero, count: glyphs.count)
        CTFontGetAdvancesForGlyphs(font, .horizontal, &glyphs, &advances, glyphs.count)
        let path = CGMutablePath()
        var x: CGFloat = 0
        for (glyph, advance) in zip(glyphs, advances) {
            if let letter = CTFontCreatePathForGlyph(font, glyph, nil) {
                path.addPath(letter, transform: CGAffineTransform(translationX: x, y: 0))
            }
            x += advance.width
        }
        return path
    }
}
