import Foundation
import Testing
@testable import OpenCoreText

/// Line breaking by UAX #14 and frames laid out by paragraph style.
@Suite struct CTTypesetterTests {
    let font = CTFontCreateWithName("DejaVu Sans", 20, nil)

    private func string(_ text: String, style: NSParagraphStyle? = nil) -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        return NSAttributedString(string: text, attributes: attributes)
    }

    private func width(_ text: String) -> Double {
        CTLineGetTypographicBounds(CTLineCreateWithAttributedString(string(text)), nil, nil, nil)
    }

    @Test func linesBreakBetweenWordsWithSpacesHanging() {
        let typesetter = CTTypesetterCreateWithAttributedString(string("hello world again"))
        // "hello " fits exactly: the space may hang past the width.
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, width("hello") + 1) == 6)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 6, width("world again") + 1) == 11)
        // A word wider than the line breaks between clusters.
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, width("hel") + 1) == 3)
        #expect(CTTypesetterSuggestClusterBreak(typesetter, 0, width("hello w") + 1) == 7)
    }

    @Test func ideographsBreakBetweenEachOther() {
        let typesetter = CTTypesetterCreateWithAttributedString(string("日本語の文章です"))
        let two = CTLineGetTypographicBounds(CTTypesetterCreateLine(typesetter, CFRange(location: 0, length: 2)), nil, nil, nil)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, two + 1) == 2)
    }

    @Test func newlinesEndLinesAndEmojiStayWhole() {
        let typesetter = CTTypesetterCreateWithAttributedString(string("one\ntwo"))
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, 1000) == 4)
        let family = CTTypesetterCreateWithAttributedString(string("👩‍👩‍👧"))
        let count = ("👩‍👩‍👧" as NSString).length
        #expect(CTTypesetterSuggestClusterBreak(family, 0, 1) == count)
    }

    @Test func framesPlaceLinesTopDownInPathCoordinates() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let framesetter = CTFramesetterCreateWithAttributedString(string("alpha beta gamma delta epsilon zeta", style: style))
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), nil)
        #expect(size.width <= 150 && size.width > 100)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: 400), transform: nil), nil)
        let lines = CTFrameGetLines(frame)
        #expect(lines.count >= 3)
        var origins = [CGPoint](repeating: .zero, count: lines.count)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        _ = CTLineGetTypographicBounds(lines[0], &ascent, &descent, &leading)
        #expect(abs(origins[0].y - (400 - ascent)) < 0.01)
        #expect(abs((origins[0].y - origins[1].y) - (ascent + descent + leading + 6)) < 0.01)
        #expect(abs(size.height - CGFloat(lines.count) * (ascent + descent + leading) - CGFloat(lines.count - 1) * 6) < 0.01)
        // A short frame shows what fits.
        let short = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: 30), transform: nil), nil)
        #expect(CTFrameGetLines(short).count == 1)
        #expect(CTFrameGetVisibleStringRange(short).length < ("alpha beta gamma delta epsilon zeta" as NSString).length)
    }

    @Test func alignmentAndDirectionPlaceLines() {
        func originX(_ text: String, _ alignment: NSTextAlignment) -> CGFloat {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let frame = CTFramesetterCreateFrame(
                CTFramesetterCreateWithAttributedString(string(text, style: style)), CFRange(),
                CGPath(rect: CGRect(x: 0, y: 0, width: 300, height: 100), transform: nil), nil)
            var origin = CGPoint.zero
            CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 1), &origin)
            return origin.x
        }
        #expect(originX("abc", .left) == 0)
        #expect(abs(originX("abc", .right) - (300 - width("abc"))) < 0.01)
        #expect(abs(originX("abc", .center) - (300 - width("abc")) / 2) < 0.01)
        #expect(originX("abc", .natural) == 0)
        #expect(abs(originX("שלום", .natural) - (300 - width("שלום"))) < 0.01, "natural follows the paragraph's direction")
    }

    @Test func truncatingModesKeepParagraphsOnOneLine() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(string("a long paragraph that cannot fit\nsecond", style: style)), CFRange(),
            CGPath(rect: CGRect(x: 0, y: 0, width: 120, height: 200), transform: nil), nil)
        let lines = CTFrameGetLines(frame)
        #expect(lines.count == 2)
        #expect(CTLineGetTypographicBounds(lines[0], nil, nil, nil) <= 120)
    }
}

/// Bad input to the text engine: a clear error or a documented clamp, never a crash.
@Suite struct TextBadInputTests {
    @Test func corruptAndMissingFontFilesAreErrors() throws {
        let directory = FileManager.default.temporaryDirectory
        let garbage = directory.appendingPathComponent("openuikit-corrupt-\(UUID().uuidString).ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: garbage)
        defer { try? FileManager.default.removeItem(at: garbage) }
        #expect(throws: FontFace.Error.self) { try FontFace(path: garbage.path) }
        #expect(throws: FontFace.Error.self) { try FontFace(path: "/nonexistent/font.ttf") }
        // A truncated real font: the first kilobyte of DejaVu Sans.
        let real = try FontFace.matching(family: FontFace.systemFamily, bold: false)
        let truncated = directory.appendingPathComponent("openuikit-truncated-\(UUID().uuidString).ttf")
        try Data(try Data(contentsOf: URL(fileURLWithPath: real.path)).prefix(1024)).write(to: truncated)
        defer { try? FileManager.default.removeItem(at: truncated) }
        #expect(throws: FontFace.Error.self) { try FontFace(path: truncated.path) }
        // An unknown name is the system font.
        #expect(CTFontCopyFamilyName(CTFontCreateWithName("No Such Font Family", 12, nil)) == real.familyName)
    }

    @Test func framesInNonFiniteOrHugePathsDoNotCrash() {
        let font = CTFontCreateWithName("DejaVu Sans", 14, nil)
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "glass lens frost tint", attributes: [.font: font]))
        for rect in [
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
            CGRect(x: 0, y: 0, width: 1e12, height: 1e12), CGRect(x: 0, y: 0, width: -50, height: 100), CGRect(x: 0, y: 0, width: 0.001, height: 100),
        ] {
            let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: rect, transform: nil), nil)
            _ = CTFrameGetLines(frame)
        }
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 5, length: 1000), nil, CGSize(width: CGFloat.nan, height: .nan), nil)
        #expect(size.width.isFinite && size.height.isFinite)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: String(repeating: "\u{0301}", count: 50), attributes: [.font: font]))
        #expect(CTLineGetGlyphCount(line) > 0, "lone combining marks still shape")
        let context = try? CGContext.bitmap(width: 20, height: 20)
        if let context {
            context.textMatrix = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            CTLineDraw(line, context)
            context.textPosition = CGPoint(x: CGFloat.infinity, y: 1e300)
            CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "x", attributes: [.font: font])), context)
        }
    }
}

/// Tab stops from the paragraph style.
@Suite struct TabStopTests {
    private func offset(of index: Int, in text: String, style: NSParagraphStyle? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: CTFontCreateWithName("DejaVu Sans", 14, nil)]
        if let style { attributes[.paragraphStyle] = style }
        return CTLineGetOffsetForStringIndex(CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes)), index, nil)
    }

    @Test func tabsReachTheNextStop() {
        #expect(abs(offset(of: 2, in: "a\tb") - 28) < 0.01, "TextKit's default stops are 28 points apart")
        #expect(abs(offset(of: 4, in: "a\tb\tc") - 56) < 0.01)
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
        style.defaultTabInterval = 50
        #expect(abs(offset(of: 2, in: "a\tb", style: style) - 100) < 0.01)
        #expect(abs(offset(of: 4, in: "a\tb\tc", style: style) - 150) < 0.01, "then every default interval")
        style.tabStops = []
        style.defaultTabInterval = 0
        #expect(offset(of: 2, in: "a\tb", style: style) < 20, "without stops a tab is a space")
    }
}

extension TabStopTests {
    @Test func rightCentreAndDecimalStopsAlignTheTextAfterTheTab() {
        let font = CTFontCreateWithName("DejaVu Sans", 14, nil)
        func line(_ text: String, _ tab: NSTextTab) -> CTLine {
            let style = NSMutableParagraphStyle()
            style.tabStops = [tab]
            return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style]))
        }
        let right = line("a\t123", NSTextTab(textAlignment: .right, location: 200))
        #expect(abs(CTLineGetTypographicBounds(right, nil, nil, nil) - 200) < 0.01, "the text ends at a right stop")
        let centre = line("a\t1234", NSTextTab(textAlignment: .center, location: 200))
        let start = CTLineGetOffsetForStringIndex(centre, 2, nil), end = CTLineGetOffsetForStringIndex(centre, 6, nil)
        #expect(abs((start + end) / 2 - 200) < 0.01, "centred on a centre stop")
        let decimal = line("a\t12.5", NSTextTab(textAlignment: .right, location: 200, options: [.columnTerminators: NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))]))
        #expect(abs(CTLineGetOffsetForStringIndex(decimal, 4, nil) - 200) < 0.01, "the decimal point sits on a decimal stop")
    }
}
