import Foundation

/// Breaks styled text into lines that fit a width: word wrapping at spaces, character
/// wrapping for words longer than a line, a line limit, and an ellipsis where text is cut.
///
/// Each grapheme cluster (`Character`) is measured once, in its run's font plus kerning, and
/// kept whole, so an emoji or a combining mark is never split; widths are summed with
/// prefix sums, so breaking and truncating stay linear in the text's length.
struct TextLineBreaker {
    let width: CGFloat
    /// 0 for as many lines as needed.
    let maximumLines: Int
    let mode: NSLineBreakMode

    /// A laid-out line: character ranges of the text, with an ellipsis between two of them
    /// (or before the first / after the last) where text was cut.
    struct Line {
        enum Piece: Equatable {
            case characters(Range<Int>)
            /// An ellipsis styled like the character at this index.
            case ellipsis(styledLike: Int)
        }
        var pieces: [Piece]
    }

    static let ellipsis: Character = "…"

    /// Plain-text convenience: the lines as strings.
    init(font: UIFont, width: CGFloat, maximumLines: Int, mode: NSLineBreakMode) {
        self.width = width
        self.maximumLines = maximumLines
        self.mode = mode
        self.plainFont = font
    }

    init(width: CGFloat, maximumLines: Int, mode: NSLineBreakMode) {
        self.width = width
        self.maximumLines = maximumLines
        self.mode = mode
        self.plainFont = nil
    }

    private let plainFont: UIFont?

    func lines(of text: String) -> [String] {
        let styled = StyledText(text, font: plainFont ?? .systemFont(ofSize: 17), color: .label)
        return lines(of: styled).map { line in
            line.pieces.map { piece -> String in
                switch piece {
                case .characters(let range): String(styled.characters[range])
                case .ellipsis: String(Self.ellipsis)
                }
            }.joined()
        }
    }

    func lines(of text: StyledText) -> [Line] {
        let measure = TextMeasure(text)
        let limit = maximumLines > 0 ? maximumLines : Int.max
        var lines: [Range<Int>] = []
        var truncated = false
        var paragraphStart = 0
        for paragraphEnd in text.characters.indices.filter({ text.characters[$0] == "\n" }) + [text.characters.count] {
            let paragraph = paragraphStart..<paragraphEnd
            paragraphStart = paragraphEnd + 1
            for piece in limit == 1 ? [paragraph] : measure.wrapped(paragraph, to: width) {
                if lines.count == limit {
                    truncated = true
                    break
                }
                lines.append(piece)
            }
            if truncated { break }
        }
        guard let last = lines.last else { return [] }
        var result = lines.map { Line(pieces: [.characters($0)]) }
        if truncated || measure.width(of: last) > width {
            result[result.count - 1] = fitted(last, measure: measure, forceEllipsis: truncated)
        }
        return result
    }

    /// The line cut to the width in the break mode, with an ellipsis where the mode uses one.
    private func fitted(_ range: Range<Int>, measure: TextMeasure, forceEllipsis: Bool) -> Line {
        let styleIndex = max(range.lowerBound, min(range.upperBound - 1, range.lowerBound))
        let available = width - measure.ellipsisWidth(styledLike: styleIndex)
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // These modes cut without an ellipsis, as UIKit's do.
            return Line(pieces: [.characters(range)])
        case .byTruncatingTail:
            if !forceEllipsis, measure.width(of: range) <= width { return Line(pieces: [.characters(range)]) }
            let end = measure.longestPrefixEnd(from: range.lowerBound, to: range.upperBound, fitting: available)
            return Line(pieces: [.characters(range.lowerBound..<end), .ellipsis(styledLike: max(range.lowerBound, end - 1))])
        case .byTruncatingHead:
            let start = measure.longestSuffixStart(from: range.lowerBound, to: range.upperBound, fitting: available)
            return Line(pieces: [.ellipsis(styledLike: min(start, range.upperBound - 1)), .characters(start..<range.upperBound)])
        case .byTruncatingMiddle:
            let headEnd = measure.longestPrefixEnd(from: range.lowerBound, to: range.upperBound, fitting: available / 2)
            let tailStart = measure.longestSuffixStart(
                from: headEnd, to: range.upperBound, fitting: available - measure.width(of: range.lowerBound..<headEnd))
            return Line(pieces: [
                .characters(range.lowerBound..<headEnd), .ellipsis(styledLike: max(range.lowerBound, headEnd - 1)),
                .characters(tailStart..<range.upperBound),
            ])
        }
    }
}

/// Character widths of styled text with their running sum.
struct TextMeasure {
    let text: StyledText
    /// `offsets[i]` is the width of the first `i` characters.
    let offsets: [CGFloat]

    init(_ text: StyledText) {
        self.text = text
        var offsets = [CGFloat](repeating: 0, count: text.characters.count + 1)
        for run in text.runs {
            var widths: [Character: CGFloat] = [:]
            for i in run.range {
                let character = text.characters[i]
                let w = widths[character] ?? run.font.width(of: String(character)) + run.kern
                widths[character] = w
                offsets[i + 1] = w
            }
        }
        for i in 0..<text.characters.count { offsets[i + 1] += offsets[i] }
        self.offsets = offsets
    }

    func width(of range: Range<Int>) -> CGFloat { offsets[range.upperBound] - offsets[range.lowerBound] }

    func ellipsisWidth(styledLike index: Int) -> CGFloat {
        guard !text.characters.isEmpty else { return 0 }
        let run = text.run(at: max(0, min(index, text.characters.count - 1)))
        return run.font.width(of: String(TextLineBreaker.ellipsis)) + run.kern
    }

    /// The furthest end index such that `start..<end` fits `available`.
    func longestPrefixEnd(from start: Int, to end: Int, fitting available: CGFloat) -> Int {
        var low = start, high = end
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] - offsets[start] <= available { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The earliest start index such that `start..<end` fits `available`.
    func longestSuffixStart(from start: Int, to end: Int, fitting available: CGFloat) -> Int {
        var low = start, high = end
        while low < high {
            let middle = (low + high) / 2
            if offsets[end] - offsets[middle] <= available { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Greedy word wrap of a paragraph: break after the last space that fits (the space is
    /// dropped); a word longer than the width is broken between characters.
    func wrapped(_ paragraph: Range<Int>, to width: CGFloat) -> [Range<Int>] {
        guard width.isFinite, width > 0, !paragraph.isEmpty else { return [paragraph] }
        var pieces: [Range<Int>] = []
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            let end = longestPrefixEnd(from: start, to: paragraph.upperBound, fitting: width)
            if end == paragraph.upperBound {
                pieces.append(start..<end)
                break
            }
            if let space = text.characters[start..<(end + 1)].lastIndex(of: " "), space > start {
                pieces.append(start..<space)
                start = space + 1
            } else {
                let cut = max(end, start + 1)
                pieces.append(start..<cut)
                start = cut
            }
        }
        return pieces
    }
}
