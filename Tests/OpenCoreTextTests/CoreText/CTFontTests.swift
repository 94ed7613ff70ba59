import Foundation
import Testing
@testable import OpenCoreText

@Suite struct CTFontTests {
    let font = CTFontCreateWithName("DejaVu Sans", 64, nil)

    @Test func metricsFollowCoreTextConventions() {
        #expect(CTFontGetSize(font) == 64)
        #expect(CTFontGetAscent(font) > 0 && CTFontGetDescent(font) > 0)
        #expect(CTFontGetCapHeight(font) < CTFontGetAscent(font))
        #expect(CTFontGetXHeight(font) < CTFontGetCapHeight(font))
        #expect(CTFontCopyFamilyName(font) == "DejaVu Sans")
        #expect(CTFontGetSize(CTFontCreateCopyWithAttributes(font, 20, nil, nil)) == 20)
    }

    @Test func glyphsAdvancesAndOutlines() {
        var characters: [UniChar] = Array("Gl".utf16)
        var glyphs = [CGGlyph](repeating: 0, count: 2)
        #expect(CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 2))
        #expect(glyphs.allSatisfy { $0 != 0 })
        var advances = [CGSize](repeating: .zero, count: 2)
        let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, 2)
        #expect(abs(total - Double(advances[0].width + advances[1].width)) < 1e-9)
        #expect(abs(advances[0].width - font.face.advance(of: "G", size: 64)) < 1e-9)
        let path = CTFontCreatePathForGlyph(font, glyphs[0], nil)!
        var rect = CGRect.zero
        CTFontGetBoundingRectsForGlyphs(font, .horizontal, glyphs, &rect, 1)
        #expect(path.boundingBoxOfPath == rect)
        #expect(rect.minY < 0.5 && rect.maxY > CTFontGetCapHeight(font) - 1)  // y-up, on the baseline
        var space: [UniChar] = [0x20]
        var spaceGlyph: [CGGlyph] = [0]
        CTFontGetGlyphsForCharacters(font, &space, &spaceGlyph, 1)
        #expect(CTFontCreatePathForGlyph(font, spaceGlyph[0], nil) == nil)
    }

    @Test func missingCharactersReportFalseAndSurrogatesTakeTwoSlots() {
        var characters: [UniChar] = Array("\u{E000}".utf16)
        var glyphs: [CGGlyph] = [7]
        #expect(!CTFontGetGlyphsForCharacters(font, &characters, &glyphs, 1))
        #expect(glyphs[0] == 0)
        var pair: [UniChar] = Array("𝐀".utf16)
        var out: [CGGlyph] = [9, 9]
        CTFontGetGlyphsForCharacters(font, &pair, &out, 2)
        #expect(out[1] == 0)
    }

    @Test func stringOutlineIsGlassText() {
        let path = CTFontCreatePathForString(font, "Glass")
        let bounds = path.boundingBoxOfPath
        #expect(bounds.minY > -2 && bounds.maxY > CTFontGetCapHeight(font) - 1)
        #expect(bounds.width > 100)
    }
}
