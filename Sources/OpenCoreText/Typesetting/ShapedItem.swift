import Foundation

/// A run of text in one font, direction, script and style, shaped into glyphs in the
/// order they are drawn (right-to-left items come out reversed, as HarfBuzz gives them).
struct ShapedItem {
    /// The scalars it covers, as indices into the whole text.
    var scalars: Range<Int>
    /// Its bidirectional level (odd: right-to-left).
    var level: UInt8
    /// The font its glyphs come from (the style's font or a fallback).
    var font: CTFont
    /// Which style run of the source it belongs to.
    var styleIndex: Int
    var glyphs: [CGGlyph] = []
    /// Horizontal advances in points, letter spacing included.
    var advances: [CGFloat] = []
    /// Each glyph's offset from its pen position, y up.
    var offsets: [CGPoint] = []
    /// The first scalar (index into the whole text) of each glyph's cluster.
    var clusters: [Int] = []

    var isRightToLeft: Bool { level & 1 == 1 }

    /// The glyph indices whose clusters fall in `part`: contiguous, because clusters rise
    /// (left to right) or fall (right to left) monotonically, so found by binary search.
    func glyphRange(covering part: Range<Int>) -> Range<Int> {
        if part.lowerBound <= scalars.lowerBound, part.upperBound >= scalars.upperBound { return 0..<glyphs.count }
        // The first glyph whose cluster is on the far side of `bound` in glyph order.
        func firstGlyph(pastCluster bound: Int) -> Int {
            var low = 0, high = clusters.count
            while low < high {
                let middle = (low + high) / 2
                let past = isRightToLeft ? clusters[middle] < bound : clusters[middle] >= bound
                if past { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let range = isRightToLeft
            ? firstGlyph(pastCluster: part.upperBound)..<firstGlyph(pastCluster: part.lowerBound)
            : firstGlyph(pastCluster: part.lowerBound)..<firstGlyph(pastCluster: part.upperBound)
        return range.isEmpty ? 0..<0 : range
    }
}
