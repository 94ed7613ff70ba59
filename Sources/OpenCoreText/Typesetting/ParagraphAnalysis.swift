import CHarfBuzz
import Foundation
import Synchronization

/// One paragraph of a typesetter's text analysed and shaped once: bidirectional levels,
/// break opportunities, items in one font, direction, script and style, their glyphs,
/// and the running advance of each scalar, so breaking lines is a matter of sums.
final class ParagraphAnalysis: @unchecked Sendable {
    /// The paragraph's scalars in the whole text, its terminator (a newline) included.
    let scalars: Range<Int>
    let bidi: BidiLevels
    /// Line break opportunities, found when a line is first broken (a single line never
    /// needs them); under a lock, as typesetters may be read from several threads.
    var breaks: BreakOpportunities {
        foundBreaks.withLock { found in
            if let found { return found }
            let made = source.scalars.withUnsafeBufferPointer { all in
                BreakOpportunities(UnsafeBufferPointer(rebasing: all[scalars]), language: source.runs.first?.language)
            }
            found = made
            return made
        }
    }
    private let foundBreaks = Mutex<BreakOpportunities?>(nil)
    private unowned let source: TextSource
    /// The shaped items in logical order.
    let items: [ShapedItem]
    /// `advanceBefore[i]` is the advance of the paragraph's first `i` scalars.
    let advanceBefore: [CGFloat]

    var baseLevel: UInt8 { bidi.baseLevel }

    init(
        _ source: TextSource, scalars: Range<Int>, direction: BidiLevels.Direction, fallback: BidiLevels.Direction,
        shaper: HarfBuzzShaper
    ) {
        self.scalars = scalars
        self.source = source
        let start = scalars.lowerBound
        var analysedItems: [ShapedItem] = []
        var advances = [CGFloat](repeating: 0, count: scalars.count + 1)
        var bidi = BidiLevels(UnsafeBufferPointer(start: nil, count: 0), direction: direction)
        source.scalars.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[scalars])
            bidi = Self.bidiLevels(text, start: start, source: source, direction: direction, fallback: fallback)
            let scripts = ScriptRuns.scripts(of: text)
            let fonts = Self.fonts(for: text, start: start, source: source)
            var itemStart = 0
            for index in 0...text.count {
                let splits = index == text.count || index > itemStart && (
                    bidi.levels[index] != bidi.levels[itemStart] || scripts[index] != scripts[itemStart]
                    || fonts[index].run != fonts[itemStart].run || fonts[index].font !== fonts[itemStart].font)
                guard splits, index > itemStart else { continue }
                let style = source.runs[fonts[itemStart].run]
                var item = ShapedItem(
                    scalars: (start + itemStart)..<(start + index), level: bidi.levels[itemStart],
                    font: fonts[itemStart].font, styleIndex: fonts[itemStart].run)
                shaper.shape(
                    &item, paragraph: text, paragraphStart: start, script: scripts[itemStart],
                    language: style.language, ligatures: style.ligatures, spacing: style.spacing,
                    attachmentWidth: (style.attributes[.attachment] as? _TextAttachmentBridging)?.bridgedAttachmentBounds.width)
                for (glyph, cluster) in zip(item.advances, item.clusters) { advances[cluster - start + 1] += glyph }
                analysedItems.append(item)
                itemStart = index
            }
        }
        for index in 0..<scalars.count { advances[index + 1] += advances[index] }
        self.bidi = bidi
        self.items = analysedItems
        self.advanceBefore = advances
    }

    /// The advance of a range of the paragraph's scalars (text indices), in logical order.
    func width(of range: Range<Int>) -> CGFloat {
        advanceBefore[range.upperBound - scalars.lowerBound] - advanceBefore[range.lowerBound - scalars.lowerBound]
    }

    /// The bidirectional levels, with `.writingDirection` attributes applied as the explicit
    /// embeddings and overrides they stand for (LRE, RLE, LRO, RLO … PDF around the run).
    private static func bidiLevels(
        _ text: UnsafeBufferPointer<UInt32>, start: Int, source: TextSource, direction: BidiLevels.Direction, fallback: BidiLevels.Direction
    ) -> BidiLevels {
        let paragraph = start..<(start + text.count)
        let directed = source.runs.filter { $0.scalars.overlaps(paragraph) && $0.writingDirection != nil }
        guard !directed.isEmpty else { return BidiLevels(text, direction: direction, fallback: fallback) }
        // The text with the explicit codes put in, and where each original scalar went.
        var augmented: [UInt32] = []
        var original: [Int] = []
        var runIndex = 0
        for offset in 0..<text.count {
            let scalar = start + offset
            while runIndex < directed.count, directed[runIndex].scalars.upperBound <= scalar { runIndex += 1 }
            let run = runIndex < directed.count && directed[runIndex].scalars.contains(scalar) ? directed[runIndex] : nil
            let codes = run?.writingDirection ?? []
            if let run, scalar == max(run.scalars.lowerBound, start) {
                augmented += codes.map { [0x202A, 0x202B, 0x202D, 0x202E][max(0, min(3, $0))] }
            }
            original.append(augmented.count)
            augmented.append(text[offset])
            if let run, scalar + 1 == min(run.scalars.upperBound, paragraph.upperBound) {
                augmented += Array(repeating: 0x202C, count: codes.count)
            }
        }
        let levels = augmented.withUnsafeBufferPointer { BidiLevels($0, direction: direction, fallback: fallback) }
        return BidiLevels(baseLevel: levels.baseLevel, levels: original.map { levels.levels[$0] }, resetsAtLineEnd: original.map { levels.resetsAtLineEnd[$0] })
    }

    /// The font and style run of each scalar: the style's font where it has the glyph;
    /// otherwise the fallback already in use, or an installed face fontconfig finds for
    /// the character (the style's font, drawing its missing-glyph box, when none has it).
    private static func fonts(
        for text: UnsafeBufferPointer<UInt32>, start: Int, source: TextSource
    ) -> [(font: CTFont, run: Int)] {
        var result: [(font: CTFont, run: Int)] = []
        result.reserveCapacity(text.count)
        var runIndex = source.runIndex(at: start)
        var fallbacks: [FallbackKey: CTFont] = [:]
        /// Another face at the style font's size and matrix, one font object per face and size.
        func font(_ face: FontFace, like styleFont: CTFont) -> CTFont {
            let key = FallbackKey(face: ObjectIdentifier(face), size: styleFont.size)
            if let known = fallbacks[key] { return known }
            let made = CTFont(face: face, size: styleFont.size, matrix: styleFont.matrix)
            fallbacks[key] = made
            return made
        }
        for (offset, scalar) in text.enumerated() {
            while source.runs[runIndex].scalars.upperBound <= start + offset, runIndex + 1 < source.runs.count { runIndex += 1 }
            let styleFont = source.runs[runIndex].font
            let previous = result.last.flatMap { $0.run == runIndex ? $0.font : nil }
            let next = offset + 1 < text.count ? text[offset + 1] : nil
            if scalar >= 0x20, scalar < 0x7F, previous == nil || previous === styleFont, next != EmojiPresentation.emojiSelector,
                styleFont.face.hasNominalGlyph(scalar)
            {
                // Printable ASCII in the style's own font: no marks or shared-script rules apply.
                result.append((styleFont, runIndex))
            } else if let previous, ScriptRuns.attachesToPrevious(scalar) || scalar < 0x20 {
                result.append((previous, runIndex))
            } else if EmojiPresentation.prefersEmoji(scalar, next: next, previous: offset > 0 ? text[offset - 1] : nil,
                                                     previousIsEmoji: previous?.face.hasColorGlyphs ?? false),
                let emoji = FontFace.emoji, emoji.hasNominalGlyph(scalar)
            {
                result.append((font(emoji, like: styleFont), runIndex))
            } else if let previous, previous !== styleFont, !previous.face.hasColorGlyphs, ScriptRuns.isShared(scalar),
                previous.face.hasNominalGlyph(scalar)
            {
                // Spaces and punctuation follow the script around them, but never into the
                // emoji font, whose spaces are emoji-wide.
                result.append((previous, runIndex))
            } else if styleFont.face.hasNominalGlyph(scalar) || scalar < 0x20 {
                result.append((styleFont, runIndex))
            } else if let unicode = Unicode.Scalar(scalar), let face = FontFace.fallback(for: unicode, near: styleFont.face) {
                result.append((font(face, like: styleFont), runIndex))
            } else {
                result.append((styleFont, runIndex))
            }
        }
        return result
    }

    private struct FallbackKey: Hashable {
        let face: ObjectIdentifier
        let size: CGFloat
    }
}
