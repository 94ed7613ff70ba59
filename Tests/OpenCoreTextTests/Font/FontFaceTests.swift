import CFreeType
import Foundation
import Testing
@testable import OpenCoreText

@Suite struct FontFaceTests {
    let face = try! FontFace.matching(family: FontFace.systemFamily, bold: false)

    /// FreeType's own numbers, read independently of FontFace: the face at 64 px, unhinted.
    private func freeTypeAdvance(of character: Character) -> CGFloat {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        defer { FT_Done_FreeType(library) }
        var ftFace: FT_Face?
        FT_New_Face(library, face.path, 0, &ftFace)
        defer { FT_Done_Face(ftFace) }
        FT_Set_Pixel_Sizes(ftFace, 0, 64)
        let index = FT_Get_Char_Index(ftFace, FT_ULong(character.unicodeScalars.first!.value))
        FT_Load_Glyph(ftFace, index, Int32(FT_LOAD_NO_HINTING))
        return CGFloat(ftFace!.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }

    @Test func metricsAndAdvancesMatchFreeType() {
        for character: Character in ["H", "a", "W", "1", " "] {
            #expect(abs(face.advance(of: String(character), size: 64) - freeTypeAdvance(of: character)) < 0.01)
        }
        #expect(face.ascender(size: 20) > 15 && face.ascender(size: 20) < 21)
        #expect(face.descender(size: 20) < 0)
        #expect(face.lineHeight(size: 20) >= face.ascender(size: 20) - face.descender(size: 20) - 0.001)
        let cap = face.capHeight(size: 100), x = face.xHeight(size: 100)
        #expect(cap > 60 && cap < 80 && x > 45 && x < cap)
    }

    @Test func glyphOutlinesHaveTheGlyphsBounds() {
        let glyph = face.glyph(for: "H")
        let path = face.path(ofGlyph: glyph, size: 100)
        let bounds = path.boundingBoxOfPath
        // "H" stands on the baseline, is as tall as the cap height, and fits its advance.
        #expect(abs(bounds.minY) < 0.5)
        #expect(abs(bounds.maxY - face.capHeight(size: 100)) < 1)
        #expect(bounds.minX > 0 && bounds.maxX < face.advance(ofGlyph: glyph, size: 100))
        #expect(path.contains(CGPoint(x: bounds.minX + 3, y: bounds.midY)))
    }

    @Test func missingCharactersDrawTheMissingGlyphBox() {
        let unassigned: Unicode.Scalar = "\u{0378}"  // unassigned, so no installed font has it
        #expect(!face.hasGlyph(for: unassigned))
        let (glyphs, width) = face.layout(String(Character(unassigned)), size: 20)
        #expect(glyphs.count == 1 && glyphs[0].glyph == 0)
        #expect(width > 0)
        #expect(!face.path(of: String(Character(unassigned)), size: 20).boundingBoxOfPath.isNull)
    }

    @Test func emptyAndHugeStrings() {
        #expect(face.advance(of: "", size: 17) == 0)
        #expect(face.path(of: "", size: 17).isEmpty)
        let huge = String(repeating: "glass ", count: 20_000)
        let width = face.advance(of: huge, size: 17)
        #expect(abs(width - face.advance(of: "glass ", size: 17) * 20_000) < 1)
    }

    @Test func wholeStringOutlineIsTheGlassText() {
        let path = face.path(of: "Glass", size: 64, origin: CGPoint(x: 10, y: 80))
        let bounds = path.boundingBoxOfPath
        // y-down: "Glass" sits on the baseline; round letters overshoot it by a hair.
        #expect(bounds.maxY > 79 && bounds.maxY < 80 + 64 * 0.03)
        #expect(bounds.minY < 80 - face.capHeight(size: 64) + 1)
        #expect(abs(bounds.maxX - (10 + face.advance(of: "Glass", size: 64))) < 8)
    }
}
