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

    /// The glyph indices whose clusters fall in `scalars` (contiguous: clusters are monotonic).
    func glyphRange(covering part: Range<Int>) -> Range<Int> {
        if part.lowerBound <= scalars.lowerBound, part.upperBound >= scalars.upperBound { return 0..<glyphs.count }
        var first = glyphs.count, last = -1
        for index in clusters.indices where part.contains(clusters[index]) {
            first = min(first, index)
            last = max(last, index)
        }
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
