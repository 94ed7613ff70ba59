import Foundation
import Synchronization

/// An attributed string analysed for lines: split into paragraphs, each resolved for
/// bidirectional text, itemised by script and font (with fallback fonts for characters
/// the string's fonts lack), shaped by HarfBuzz once, and given its line break
/// opportunities (UAX #14). Lines of any range are then cut from the shaped glyphs.
///
/// ```swift
/// let typesetter = CTTypesetterCreateWithAttributedString(text)
/// var start = 0
/// while start < text.length {
///     let count = CTTypesetterSuggestLineBreak(typesetter, start, 200)
///     let line = CTTypesetterCreateLine(typesetter, CFRange(location: start, length: count))
///     start += count
/// }
/// ```
///
/// Differs from Core Text: a line cut inside a word keeps the glyphs shaped for the whole
/// paragraph rather than re-shaping the pieces (it matters only for ligatures or joining
/// forms across the cut, and lines break between words).
public final class CTTypesetter: @unchecked Sendable {
    let source: TextSource
    /// Where each paragraph's scalars are.
    let paragraphRanges: [Range<Int>]
    /// The paragraphs analysed so far: each is analysed when a line first needs it, so a
    /// label showing the start of a long text never analyses the rest.
    private let analysed: Mutex<[ParagraphAnalysis?]>
    private let naturalDirection: BidiLevels.Direction
    private let shaper = HarfBuzzShaper()

    /// Analyses `string`; `naturalDirection` is the direction of paragraphs whose style
    /// asks for the natural direction and whose text has no strong character.
    convenience init(_ string: NSAttributedString, naturalDirection: BidiLevels.Direction = .leftToRight, defaultFont: CTFont? = nil) {
        self.init(source: TextSource(string, defaultFont: defaultFont ?? CTFont.default), naturalDirection: naturalDirection)
    }

    /// Analyses text in one set of attributes.
    convenience init(text: String, attributes: [NSAttributedString.Key: Any], naturalDirection: BidiLevels.Direction = .leftToRight,
                     defaultFont: CTFont? = nil) {
        self.init(source: TextSource(text: text, attributes: attributes, defaultFont: defaultFont ?? CTFont.default),
                  naturalDirection: naturalDirection)
    }

    private init(source: TextSource, naturalDirection: BidiLevels.Direction) {
        self.source = source
        self.naturalDirection = naturalDirection
        paragraphRanges = Self.paragraphRanges(source.scalars)
        analysed = Mutex([ParagraphAnalysis?](repeating: nil, count: paragraphRanges.count))
    }

    /// How many paragraphs the text has (one at least).
    var paragraphCount: Int { paragraphRanges.count }

    /// Paragraph `index`, analysed on first use (under a lock: typesetters may be read from
    /// several threads).
    func paragraph(_ index: Int) -> ParagraphAnalysis {
        analysed.withLock { analysed in
            if let known = analysed[index] { return known }
            let range = paragraphRanges[index]
            let direction: BidiLevels.Direction = switch source.paragraphStyle(at: range.lowerBound)?.baseWritingDirection ?? .natural {
            case .leftToRight: .leftToRight
            case .rightToLeft: .rightToLeft
            case .natural: .natural
            }
            let made = ParagraphAnalysis(source, scalars: range, direction: direction, fallback: naturalDirection, shaper: shaper)
            analysed[index] = made
            return made
        }
    }

    /// The paragraph holding a scalar (the last for the end of the text).
    func paragraph(containing scalar: Int) -> ParagraphAnalysis { paragraph(paragraphIndex(containing: scalar)) }

    /// Paragraphs end after a line feed, a carriage return (or CR LF), a next-line or a
    /// paragraph separator; an empty text has one empty paragraph.
    static func paragraphRanges(_ scalars: [UInt32]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == 0x0A || scalar == 0x0D || scalar == 0x85 || scalar == 0x2029 else { continue }
            if scalar == 0x0D, index < scalars.count, scalars[index] == 0x0A { index += 1 }
            ranges.append(start..<index)
            start = index
        }
        if start < scalars.count || ranges.isEmpty { ranges.append(start..<scalars.count) }
        return ranges
    }

    /// The paragraph holding a scalar (the last for the end of the text).
    func paragraphIndex(containing scalar: Int) -> Int {
        paragraphRanges.lastIndex(startingAtOrBefore: scalar) { $0.lowerBound }
    }

    /// A line of the scalars in `range`, its paragraphs each in their own visual order.
    func line(_ range: Range<Int>) -> CTLine {
        let clamped = max(0, min(range.lowerBound, source.scalars.count))..<max(0, min(range.upperBound, source.scalars.count))
        var runs: [CTRun] = []
        var x: CGFloat = 0
        var trailing: CGFloat = 0
        let first = paragraphIndex(containing: clamped.lowerBound)
        // Only the paragraphs the line touches: walking all that follow made laying out a
        // text of many paragraphs quadratic.
        for index in first..<paragraphCount {
            let paragraph = paragraph(index)
            guard paragraph.scalars.lowerBound < clamped.upperBound || clamped.isEmpty else { break }
            runs += paragraph.runs(for: clamped, source: source, x: &x)
            trailing = paragraph.trailingWhitespaceWidth(in: clamped)
            if clamped.isEmpty { break }
        }
        let baseLevel = paragraph(first).baseLevel
        if baseLevel == 0, source.scalars[clamped].contains(0x09) { runs = placingTabs(in: runs, style: source.paragraphStyle(at: clamped.lowerBound) ?? .default) }
        let font = source.runs.isEmpty ? CTFont.default : source.runs[source.runIndex(at: clamped.lowerBound)].font
        return CTLine(
            runs: runs, stringRange: source.utf16Range(clamped), trailingWhitespaceWidth: trailing,
            isRightToLeft: baseLevel == 1, emptyFont: font, typesetter: self, scalars: clamped)
    }

    /// The runs with each tab widened so the text after it (to the next tab or the line's
    /// end) sits at the paragraph's next tab stop as the stop aligns it, measured from the
    /// line's start.
    private func placingTabs(in runs: [CTRun], style: NSParagraphStyle) -> [CTRun] {
        // The line's glyphs in order: which run, and whether each is a tab.
        var glyphs: [(run: Int, index: Int, isTab: Bool, scalar: UInt32)] = []
        for (runIndex, run) in runs.enumerated() {
            for index in run.glyphs.indices {
                let scalar = source.scalars[source.scalarIndex(ofUTF16: run.stringIndices[index])]
                glyphs.append((runIndex, index, scalar == 0x09, scalar))
            }
        }
        var extra = runs.map { [CGFloat](repeating: 0, count: $0.glyphs.count) }
        var x: CGFloat = 0
        for (position, glyph) in glyphs.enumerated() {
            let advance = runs[glyph.run].advances[glyph.index]
            if glyph.isTab, let stop = style.tabStop(after: x) {
                let following = glyphs[(position + 1)...].prefix { !$0.isTab }
                let width = following.reduce(CGFloat(0)) { $0 + runs[$1.run].advances[$1.index] }
                let terminators = stop.options[.columnTerminators] as? CharacterSet
                let beforeTerminator = following.prefix { glyph in
                    !(terminators.map { set in Unicode.Scalar(glyph.scalar).map { set.contains($0) } ?? false } ?? false)
                }.reduce(CGFloat(0)) { $0 + runs[$1.run].advances[$1.index] }
                let start: CGFloat = switch stop.alignment {
                case .right where terminators != nil: stop.location - beforeTerminator
                case .right: stop.location - width
                case .center: stop.location - width / 2
                default: stop.location
                }
                extra[glyph.run][glyph.index] = max(0, start - x - advance)
            }
            x += advance + extra[glyph.run][glyph.index]
        }
        var origin: CGFloat = 0
        return runs.enumerated().map { runIndex, run in
            let moved = run.moved(to: origin, extra: extra[runIndex])
            origin += moved.width
            return moved
        }
    }

    /// How many scalars from `start` fit `width` when lines break at UAX #14 opportunities
    /// (or, with `clusters`, between any grapheme clusters), trailing whitespace hanging
    /// past the width; at least one cluster, at most to the paragraph's end.
    func suggestBreak(from start: Int, width: CGFloat, clusters: Bool) -> Int {
        guard start < source.scalars.count else { return 0 }
        let paragraph = paragraph(containing: start)
        let base = paragraph.scalars.lowerBound
        var limit = paragraph.scalars.upperBound
        let breaks = paragraph.breaks
        if let mandatory = breaks.firstMandatory(from: start - base), mandatory + base < limit {
            limit = mandatory + base + 1
        }
        let available = width.isNaN ? 0 : width
        if paragraph.visibleWidth(of: start..<limit) <= available { return limit - start }
        // The first scalar that does not fit, then past any spaces that may hang.
        var low = start, high = limit - 1
        while low < high {
            let middle = (low + high) / 2
            if paragraph.width(of: start..<(middle + 1)) > available { high = middle } else { low = middle + 1 }
        }
        var overflow = low
        while overflow < limit, paragraph.bidi.resetsAtLineEnd[overflow - base] { overflow += 1 }
        if !clusters {
            var candidate = overflow
            while candidate > start {
                if breaks.after[candidate - 1 - base] != .none, source.clusterStarts[candidate] {
                    return candidate - start
                }
                candidate -= 1
            }
        }
        var candidate = max(low, start + 1)
        while candidate > start + 1, !source.clusterStarts[candidate] { candidate -= 1 }
        if candidate == start + 1 {
            while candidate < limit, !source.clusterStarts[candidate] { candidate += 1 }
        }
        return candidate - start
    }
}

extension ParagraphAnalysis {
    /// The width of a range without its trailing whitespace.
    func visibleWidth(of range: Range<Int>) -> CGFloat {
        width(of: range) - trailingWhitespaceWidth(in: range)
    }

    /// The width of the whitespace at the end of a range.
    func trailingWhitespaceWidth(in range: Range<Int>) -> CGFloat {
        let line = range.clamped(to: scalars)
        guard !line.isEmpty else { return 0 }
        var start = line.upperBound
        while start > line.lowerBound, bidi.resetsAtLineEnd[start - 1 - scalars.lowerBound] { start -= 1 }
        return width(of: start..<line.upperBound)
    }
}

/// A typesetter for an attributed string (text without a font takes the default sans at
/// 12 points, as Core Text uses Helvetica 12).
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
    CTTypesetter(string)
}

/// How many UTF-16 code units from `startIndex` fit `width` when lines break between
/// words (UAX #14), breaking inside a word only when it alone is wider than the line.
public func CTTypesetterSuggestLineBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.suggestedUTF16Count(from: startIndex, width: width, clusters: false)
}

/// How many UTF-16 code units from `startIndex` fit `width` when lines break between any
/// grapheme clusters.
public func CTTypesetterSuggestClusterBreak(_ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double) -> CFIndex {
    typesetter.suggestedUTF16Count(from: startIndex, width: width, clusters: true)
}

/// A line of a range of the string (UTF-16; length 0: to the end).
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
    typesetter.line(typesetter.scalarRange(stringRange))
}

extension CTTypesetter {
    /// The scalars of a UTF-16 range (length 0: to the end), clamped to the text.
    func scalarRange(_ range: CFRange) -> Range<Int> {
        let start = source.scalarIndex(ofUTF16: max(0, range.location))
        let end = range.length <= 0 ? source.scalars.count : source.scalarIndex(ofUTF16: max(0, range.location) + range.length)
        return start..<max(start, end)
    }

    func suggestedUTF16Count(from startIndex: CFIndex, width: Double, clusters: Bool) -> CFIndex {
        let start = source.scalarIndex(ofUTF16: max(0, startIndex))
        let count = suggestBreak(from: start, width: CGFloat(width), clusters: clusters)
        return source.utf16Offsets[start + count] - source.utf16Offsets[start]
    }
}
