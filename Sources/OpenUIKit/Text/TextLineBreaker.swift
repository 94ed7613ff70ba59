import Foundation

/// Breaks a string into lines that fit a width: word wrapping at spaces, character
/// wrapping for words longer than a line, a line limit, and an ellipsis where text is cut.
///
/// Each grapheme cluster (`Character`) is measured once and kept whole, so an emoji or a
/// combining mark is never split; widths are summed with prefix sums, so breaking and
/// truncating stay linear in the text's length.
struct TextLineBreaker {
    let font: UIFont
    let width: CGFloat
    /// 0 for as many lines as needed.
    let maximumLines: Int
    let mode: NSLineBreakMode

    private static let ellipsis: Character = "…"

    func lines(of text: String) -> [String] {
        let limit = maximumLines > 0 ? maximumLines : Int.max
        var lines: [ArraySlice<Character>] = []
        var measured: [MeasuredLine] = []
        var truncated = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = MeasuredLine(Array(paragraph), font: font)
            let pieces = limit == 1 ? [line.characters[...]] : line.wrapped(to: width)
            for piece in pieces {
                if lines.count == limit {
                    truncated = true
                    break
                }
                lines.append(piece)
                measured.append(line)
            }
            if truncated { break }
        }
        guard let last = lines.last, let lastLine = measured.last else { return [] }
        var result = lines.map { String($0) }
        if truncated || lastLine.width(of: last) > width {
            result[result.count - 1] = fitted(last, in: lastLine, forceEllipsis: truncated)
        }
        return result
    }

    /// The line cut to the width in the break mode, with an ellipsis where the mode uses one.
    private func fitted(_ piece: ArraySlice<Character>, in line: MeasuredLine, forceEllipsis: Bool) -> String {
        let ellipsisWidth = font.width(of: String(Self.ellipsis))
        let available = width - ellipsisWidth
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // These modes cut without an ellipsis, as UIKit's do.
            return String(piece)
        case .byTruncatingTail:
            if !forceEllipsis, line.width(of: piece) <= width { return String(piece) }
            let end = line.longestPrefixEnd(from: piece.startIndex, to: piece.endIndex, fitting: available)
            return String(piece[piece.startIndex..<end]) + String(Self.ellipsis)
        case .byTruncatingHead:
            let start = line.longestSuffixStart(from: piece.startIndex, to: piece.endIndex, fitting: available)
            return String(Self.ellipsis) + String(piece[start..<piece.endIndex])
        case .byTruncatingMiddle:
            let headEnd = line.longestPrefixEnd(from: piece.startIndex, to: piece.endIndex, fitting: available / 2)
            let tailStart = line.longestSuffixStart(
                from: headEnd, to: piece.endIndex, fitting: available - line.width(of: piece[piece.startIndex..<headEnd]))
            return String(piece[piece.startIndex..<headEnd]) + String(Self.ellipsis) + String(piece[tailStart..<piece.endIndex])
        }
    }
}

/// A paragraph's characters with the running sum of their widths.
private struct MeasuredLine {
    let characters: [Character]
    /// `offsets[i]` is the width of the first `i` characters.
    let offsets: [CGFloat]

    init(_ characters: [Character], font: UIFont) {
        self.characters = characters
        var offsets = [CGFloat](repeating: 0, count: characters.count + 1)
        var widths: [Character: CGFloat] = [:]
        for (i, character) in characters.enumerated() {
            let w = widths[character] ?? font.width(of: String(character))
            widths[character] = w
            offsets[i + 1] = offsets[i] + w
        }
        self.offsets = offsets
    }

    func width(of piece: ArraySlice<Character>) -> CGFloat {
        offsets[piece.endIndex] - offsets[piece.startIndex]
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

    /// Greedy word wrap: break after the last space that fits; a word longer than the
    /// width is broken between characters.
    func wrapped(to width: CGFloat) -> [ArraySlice<Character>] {
        guard width.isFinite, width > 0, !characters.isEmpty else { return [characters[...]] }
        var pieces: [ArraySlice<Character>] = []
        var start = 0
        while start < characters.count {
            let end = longestPrefixEnd(from: start, to: characters.count, fitting: width)
            if end == characters.count {
                pieces.append(characters[start..<end])
                break
            }
            // Break at the last space within the fitting part; the space itself is dropped.
            if let space = characters[start..<(end + 1)].lastIndex(of: " "), space > start {
                pieces.append(characters[start..<space])
                start = space + 1
            } else {
                let cut = max(end, start + 1)
                pieces.append(characters[start..<cut])
                start = cut
            }
        }
        return pieces
    }
}
