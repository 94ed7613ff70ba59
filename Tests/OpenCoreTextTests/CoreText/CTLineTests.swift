import Foundation
import Testing
@testable import OpenCoreText

/// Lines shaped by HarfBuzz in bidirectional order, with fallback fonts, as Core Text has them.
@Suite struct CTLineTests {
    let font = CTFontCreateWithName("DejaVu Sans", 20, nil)

    private func line(_ text: String, _ attributes: [NSAttributedString.Key: Any] = [:]) -> CTLine {
        var all: [NSAttributedString.Key: Any] = [.font: font]
        all.merge(attributes) { $1 }
        return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: all))
    }

    private func glyphs(_ run: CTRun) -> [CGGlyph] {
        var glyphs = [CGGlyph](repeating: 0, count: CTRunGetGlyphCount(run))
        CTRunGetGlyphs(run, CFRange(), &glyphs)
        return glyphs
    }

    private func indices(_ run: CTRun) -> [CFIndex] {
        var indices = [CFIndex](repeating: 0, count: CTRunGetGlyphCount(run))
        CTRunGetStringIndices(run, CFRange(), &indices)
        return indices
    }

    @Test func ligaturesFormAndCanBeTurnedOff() {
        let ligated = line("office")
        let plain = line("office", [.ligature: 0])
        #expect(CTLineGetGlyphCount(plain) == 6)
        #expect(CTLineGetGlyphCount(ligated) < 6, "DejaVu Sans has an ffi/fi ligature")
        let run = CTLineGetGlyphRuns(ligated)[0]
        // The ligature glyph carries the string index of its first character.
        #expect(indices(run).first == 0 && indices(run).contains(1) && !indices(run).contains(2))
    }

    @Test func kerningComesFromTheFontsPositioningTable() {
        let pair = line("AV")
        let apart = CTLineGetTypographicBounds(line("A"), nil, nil, nil) + CTLineGetTypographicBounds(line("V"), nil, nil, nil)
        #expect(CTLineGetTypographicBounds(pair, nil, nil, nil) < apart - 0.5)
        // The kern attribute adds space after every character.
        let spaced = line("AV", [.kern: 5])
        #expect(abs(CTLineGetTypographicBounds(spaced, nil, nil, nil) - CTLineGetTypographicBounds(pair, nil, nil, nil) - 10) < 0.01)
    }

    @Test func arabicRunsRightToLeftInJoiningForms() {
        let arabic = line("سلام")
        let runs = CTLineGetGlyphRuns(arabic)
        #expect(runs.count == 1)
        #expect(CTRunGetStatus(runs[0]).contains(.rightToLeft))
        // Visual order: the last character's glyph first.
        #expect(indices(runs[0]) == indices(runs[0]).sorted(by: >))
        // Joined letters are not their isolated forms.
        let isolated = "سلام".map { CTLineGetGlyphRuns(line(String($0)))[0] }.map { glyphs($0)[0] }
        #expect(glyphs(runs[0]).reversed() != isolated)
    }

    @Test func mixedDirectionsAreReorderedByTheBidiAlgorithm() {
        let mixed = line("one שלום two")
        let runs = CTLineGetGlyphRuns(mixed)
        #expect(runs.count == 3)
        #expect(!CTRunGetStatus(runs[0]).contains(.rightToLeft))
        #expect(CTRunGetStatus(runs[1]).contains(.rightToLeft))
        #expect(CTRunGetStringRange(runs[1]) == CFRange(location: 4, length: 4))
        #expect(CTRunGetStringRange(runs[2]).location == 8)
        // A right-to-left paragraph puts its first words on the right.
        let hebrewFirst = line("שלום one")
        let order = CTLineGetGlyphRuns(hebrewFirst).map { CTRunGetStringRange($0).location }
        #expect(order.first! > order.last!)
    }

    @Test func charactersTheFontLacksComeFromAFallbackFace() {
        for (text, family) in [("हिन्दी", "Devanagari"), ("日本語", "CJK")] {
            let runs = CTLineGetGlyphRuns(line(text))
            let names = runs.map { CTFontCopyFamilyName(CTRunGetAttributes($0)[.font] as! CTFont) }
            #expect(names.allSatisfy { $0.contains(family) }, "\(text): \(names)")
            #expect(runs.allSatisfy { !glyphs($0).contains(0) }, "no missing-glyph boxes in \(text)")
        }
        // Devanagari's short i is drawn before the consonant it follows.
        let hindi = CTLineGetGlyphRuns(line("कि"))[0]
        #expect(CTRunGetGlyphCount(hindi) == 2)
    }

    @Test func caretOffsetsFollowTheDirection() {
        let latin = line("abc")
        let width = CGFloat(CTLineGetTypographicBounds(latin, nil, nil, nil))
        #expect(CTLineGetOffsetForStringIndex(latin, 0, nil) == 0)
        #expect(abs(CTLineGetOffsetForStringIndex(latin, 3, nil) - width) < 0.001)
        #expect(CTLineGetStringIndexForPosition(latin, CGPoint(x: -5, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(latin, CGPoint(x: width + 5, y: 0)) == 3)
        let hebrew = line("אבג")
        let hebrewWidth = CGFloat(CTLineGetTypographicBounds(hebrew, nil, nil, nil))
        #expect(abs(CTLineGetOffsetForStringIndex(hebrew, 0, nil) - hebrewWidth) < 0.001, "the first letter is on the right")
        #expect(CTLineGetStringIndexForPosition(hebrew, CGPoint(x: hebrewWidth - 1, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(hebrew, CGPoint(x: 1, y: 0)) == 3)
        // Inside a ligature the caret is interpolated.
        let ligated = line("fi")
        let middle = CTLineGetOffsetForStringIndex(ligated, 1, nil)
        #expect(middle > 0 && middle < CGFloat(CTLineGetTypographicBounds(ligated, nil, nil, nil)))
    }

    @Test func truncationKeepsWithinTheWidth() throws {
        let long = line("The quick brown fox jumps over the lazy dog")
        let token = line("\u{2026}")
        for type in [CTLineTruncationType.end, .start, .middle] {
            let cut = try #require(CTLineCreateTruncatedLine(long, 120, type, token))
            #expect(CTLineGetTypographicBounds(cut, nil, nil, nil) <= 120)
            #expect(CTLineGetTypographicBounds(cut, nil, nil, nil) > 80)
        }
        #expect(CTLineCreateTruncatedLine(long, 1, .end, token) == nil)
        #expect(CTLineCreateTruncatedLine(long, 1000, .end, token) === long)
    }

    @Test func justificationFillsTheWidth() throws {
        let short = line("a b c")
        let justified = try #require(CTLineCreateJustifiedLine(short, 1, 200))
        #expect(abs(CTLineGetTypographicBounds(justified, nil, nil, nil) - 200) < 0.01)
        #expect(CTLineGetPenOffsetForFlush(short, 0.5, 200) > 50)
    }

    @Test func badInputIsClampedNotFatal() {
        let empty = line("")
        #expect(CTLineGetGlyphCount(empty) == 0)
        var ascent: CGFloat = 0
        #expect(CTLineGetTypographicBounds(empty, &ascent, nil, nil) == 0 && ascent > 0)
        let typesetter = CTTypesetterCreateWithAttributedString(NSAttributedString(string: "hello world", attributes: [.font: font]))
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, .nan) >= 1)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, .infinity) == 11)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 50, 100) == 0)
        #expect(CTLineGetStringIndexForPosition(line("abc"), CGPoint(x: CGFloat.nan, y: 0)) == 0)
        // A NaN width reads as 0: without a token nothing is left.
        #expect(CTLineCreateTruncatedLine(line("abc"), .nan, .end, nil).map(CTLineGetGlyphCount) == 0)
    }
}

extension CTLineTests {
    @Test func writingDirectionOverridesReorderTheRun() {
        let text = NSMutableAttributedString(string: "one ", attributes: [.font: font])
        text.append(NSAttributedString(string: "abc", attributes: [
            .font: font, .writingDirection: [NSWritingDirection.rightToLeft.rawValue | NSWritingDirectionFormatType.override.rawValue],
        ]))
        let runs = CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text))
        let overridden = runs.first { CTRunGetStringRange($0).location == 4 }
        #expect(overridden.map { CTRunGetStatus($0).contains(.rightToLeft) } == true, "Latin letters laid right to left")
        let embedded = NSAttributedString(string: "abc", attributes: [.font: font, .writingDirection: [NSWritingDirection.rightToLeft.rawValue]])
        let embeddedRuns = CTLineGetGlyphRuns(CTLineCreateWithAttributedString(embedded))
        #expect(embeddedRuns.allSatisfy { !CTRunGetStatus($0).contains(.rightToLeft) }, "an embedding keeps strong Latin left to right")
    }
}
