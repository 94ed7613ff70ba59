import Foundation
import Testing
@testable import OpenCoreText

/// Font descriptors with OpenType feature settings, and font tables.
@Suite struct CTFontDescriptorTests {
    private func tag(_ text: String) -> CTFontTableTag {
        text.utf8.reduce(0) { $0 << 8 | CTFontTableTag($1) }
    }

    @Test func featureSettingsReachTheShaper() {
        let plain = CTFontDescriptorCreateWithNameAndSize("DejaVu Sans", 20)
        let noLigatures = CTFontDescriptorCreateCopyWithAttributes(plain, [
            kCTFontFeatureSettingsAttribute: [[kCTFontOpenTypeFeatureTag: "liga", kCTFontOpenTypeFeatureValue: 0]],
        ])
        func glyphCount(_ descriptor: CTFontDescriptor) -> Int {
            let font = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
            return CTLineGetGlyphCount(CTLineCreateWithAttributedString(NSAttributedString(string: "office", attributes: [.font: font])))
        }
        #expect(glyphCount(plain) < 6)
        #expect(glyphCount(noLigatures) == 6)
        let font = CTFontCreateWithFontDescriptor(noLigatures, 0, nil)
        #expect(CTFontGetSize(font) == 20)
        let settings = CTFontDescriptorCopyAttribute(CTFontCopyFontDescriptor(font), kCTFontFeatureSettingsAttribute) as? [[String: Any]]
        #expect(settings?.first?[kCTFontOpenTypeFeatureTag] as? String == "liga")
    }

    @Test func tablesAreTheFontFilesBytes() throws {
        let font = CTFontCreateWithName("DejaVu Sans", 12, nil)
        let head = try #require(CTFontCopyTable(font, tag("head"), []))
        // The head table's magic number sits at byte 12.
        #expect(head.count >= 54)
        #expect(head[12] == 0x5F && head[13] == 0x0F && head[14] == 0x3C && head[15] == 0xF5)
        #expect(CTFontCopyAvailableTables(font, []).contains(tag("GSUB")))
        #expect(CTFontCopyTable(font, tag("zzzz"), []) == nil)
    }
}
