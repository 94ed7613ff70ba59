import Foundation
import OpenCoreGraphics

extension ParagraphAnalysis {
    /// A piece of an item on a line: some of its glyphs, at a level.
    private struct Piece {
        var item: Int
        var glyphs: Range<Int>
        var scalars: Range<Int>
        var level: UInt8
    }

    /// The runs of `range` (text scalar indices inside the paragraph) in visual order,
    /// starting at `x`, which moves past them: the bidirectional algorithm's rules L1
    /// (trailing whitespace takes the paragraph's level) and L2 (reversing runs) applied
    /// to the line.
    func runs(for range: Range<Int>, source: TextSource, x: inout CGFloat) -> [CTRun] {
        let line = range.clamped(to: scalars)
        guard !line.isEmpty else { return [] }
        let trailing = trailingWhitespaceStart(in: line)
        var pieces: [Piece] = []
        // Only the items on the line (they are in logical order): a paragraph of many lines
        // would otherwise walk all its items for each.
        let first = items.lastIndex(startingAtOrBefore: line.lowerBound) { $0.scalars.lowerBound }
        for index in first..<items.count {
            let item = items[index]
            guard item.scalars.lowerBound < line.upperBound else { break }
            let overlap = item.scalars.clamped(to: line)
            guard !overlap.isEmpty else { continue }
            let split = min(overlap.upperBound, max(overlap.lowerBound, trailing))
            for (part, level) in [(overlap.lowerBound..<split, item.level), (split..<overlap.upperBound, baseLevel)] where !part.isEmpty {
                pieces.append(Piece(item: index, glyphs: item.glyphRange(covering: part), scalars: part, level: level))
            }
        }
        // Core Text's runs change with font, attributes and direction, not with script.
        var groups: [[Piece]] = []
        for piece in Self.visualOrder(pieces) {
            if let last = groups.last?.last, items[last.item].font === items[piece.item].font,
                items[last.item].styleIndex == items[piece.item].styleIndex, last.level == piece.level
            {
                groups[groups.count - 1].append(piece)
            } else {
                groups.append([piece])
            }
        }
        return groups.map { group in
            let run = makeRun(group, source: source, x: x)
            x += run.width
            return run
        }
    }

    /// Where the whitespace at the end of a line starts (rule L1).
    private func trailingWhitespaceStart(in line: Range<Int>) -> Int {
        var start = line.upperBound
        while start > line.lowerBound, bidi.resetsAtLineEnd[start - 1 - scalars.lowerBound] { start -= 1 }
        return start
    }

    /// Rule L2: from the highest level down to the lowest odd one, reverse every sequence
    /// of pieces at that level or above.
    private static func visualOrder(_ pieces: [Piece]) -> [Piece] {
        guard let highest = pieces.map(\.level).max(), highest > 0 else { return pieces }
        let lowestOdd = pieces.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest + 1
        var ordered = pieces
        var level = highest
        while level >= lowestOdd, level > 0 {
            var index = 0
            while index < ordered.count {
                guard ordered[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < ordered.count, ordered[end].level >= level { end += 1 }
                ordered[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return ordered
    }

    /// One run of pieces that share a font, style and level, in visual order.
    private func makeRun(_ group: [Piece], source: TextSource, x: CGFloat) -> CTRun {
        var codes: [CGGlyph] = [], advances: [CGFloat] = [], offsets: [CGPoint] = [], indices: [CFIndex] = []
        for piece in group {
            let item = items[piece.item]
            let glyphs = piece.glyphs
            var pieceCodes = Array(item.glyphs[glyphs]), pieceAdvances = Array(item.advances[glyphs])
            var pieceOffsets = Array(item.offsets[glyphs])
            let raise = CGFloat(anyNumber: source.runs[item.styleIndex].attributes[.baselineOffset]) ?? 0
            if raise != 0, raise.isFinite { pieceOffsets = pieceOffsets.map { CGPoint(x: $0.x, y: $0.y + raise) } }
            var pieceIndices = item.clusters[glyphs].map { source.utf16Offsets[$0] }
            // Right-to-left whitespace moved to a left-to-right line's end reads the other way.
            if item.isRightToLeft != (piece.level & 1 == 1) {
                pieceCodes.reverse()
                pieceAdvances.reverse()
                pieceOffsets.reverse()
                pieceIndices.reverse()
            }
            codes += pieceCodes
            advances += pieceAdvances
            offsets += pieceOffsets
            indices += pieceIndices
        }
        let first = group.map(\.scalars.lowerBound).min() ?? 0
        let last = group.map(\.scalars.upperBound).max() ?? first
        let item = items[group[0].item]
        return CTRun(
            font: item.font, attributes: source.runs[item.styleIndex].attributes, glyphs: codes, originX: x,
            advances: advances, offsets: offsets, stringIndices: indices, stringRange: source.utf16Range(first..<last),
            level: group[0].level, source: source)
    }
}
