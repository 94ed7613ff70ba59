import Foundation

/// Markdown's inline styles in a localized key, as SwiftUI reads them in string literals:
/// `**strong**` and `__strong__`, `*emphasis*` and `_emphasis_`, `` `code` ``,
/// `~~strikethrough~~`, `[links](https://…)` and backslash escapes. Interpolated values
/// are not read as Markdown; styles may span them (`"Hi **\(name)**"`).
struct InlineMarkdown {
    /// How a span of text is styled.
    struct Style: Equatable {
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link: String?
    }

    /// A styled span: the key's segments it covers.
    struct Span {
        var segments: [LocalizedStringKey.Segment]
        var style: Style
    }

    /// Stands for an interpolated value while the literal text is read.
    private static let placeholder: Character = "\u{FFFC}"

    /// The key's spans; one unstyled span when it has no Markdown.
    static func spans(of key: LocalizedStringKey) -> [Span] {
        var values: [LocalizedStringKey.Segment] = []
        var format = ""
        for segment in key.segments {
            if case .text(let text) = segment {
                format += text.replacingOccurrences(of: String(placeholder), with: "")
            } else {
                values.append(segment)
                format.append(placeholder)
            }
        }
        guard format.contains(where: { "*_`~[\\".contains($0) }) else { return [Span(segments: key.segments, style: Style())] }
        var valueIndex = 0
        return styledRuns(of: Array(format)).map { text, style in
            var segments: [LocalizedStringKey.Segment] = []
            var literal = ""
            for character in text {
                if character == placeholder, valueIndex < values.count {
                    if !literal.isEmpty { segments.append(.text(literal)) }
                    literal = ""
                    segments.append(values[valueIndex])
                    valueIndex += 1
                } else {
                    literal.append(character)
                }
            }
            if !literal.isEmpty { segments.append(.text(literal)) }
            return Span(segments: segments, style: style)
        }
    }

    // MARK: Reading

    private enum Token {
        case text(String)
        /// Emphasis markers, and whether they may open or close a span (CommonMark's
        /// flanking rules: not before a space to open, not after one to close, and `_` never
        /// inside a word).
        case delimiter(String, canOpen: Bool, canClose: Bool)
    }

    /// The text split into runs of one style.
    private static func styledRuns(of characters: [Character]) -> [(String, Style)] {
        var runs: [(String, Style)] = []
        read(characters[...], style: Style(), into: &runs)
        // Neighbours of the same style join.
        var joined: [(String, Style)] = []
        for run in runs where !run.0.isEmpty {
            if let last = joined.last, last.1 == run.1 {
                joined[joined.count - 1].0 += run.0
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// Reads `characters` in `style`: code spans and links first, then emphasis delimiters
    /// matched with a stack (an unmatched one stays as text).
    private static func read(_ characters: ArraySlice<Character>, style: Style, into runs: inout [(String, Style)]) {
        var tokens: [(token: Token, style: Style)] = []
        var index = characters.startIndex
        var text = ""
        func flush() {
            if !text.isEmpty { tokens.append((.text(text), style)) }
            text = ""
        }
        while index < characters.endIndex {
            let character = characters[index]
            let next = index + 1 < characters.endIndex ? characters[index + 1] : nil
            if character == "\\", let next, "\\`*_{}[]()#+-.!~".contains(next) {
                text.append(next)
                index += 2
            } else if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                flush()
                var code = style
                code.code = true
                tokens.append((.text(String(characters[(index + 1)..<close])), code))
                index = close + 1
            } else if character == "[", let link = self.link(in: characters, at: index) {
                flush()
                var linked = style
                linked.link = link.url
                var inner: [(String, Style)] = []
                read(characters[(index + 1)..<link.textEnd], style: linked, into: &inner)
                for run in inner { tokens.append((.text(run.0), run.1)) }
                index = link.end
            } else if "*_~".contains(character) {
                flush()
                let doubled = next == character
                if character == "~" && !doubled {
                    text.append(character)
                    index += 1
                    continue
                }
                let length = doubled ? 2 : 1
                let before = index > characters.startIndex ? characters[index - 1] : nil
                let after = index + length < characters.endIndex ? characters[index + length] : nil
                var canOpen = after.map { !$0.isWhitespace } ?? false
                var canClose = before.map { !$0.isWhitespace } ?? false
                if character == "_", before?.isLetter == true || before?.isNumber == true, after?.isLetter == true || after?.isNumber == true {
                    canOpen = false
                    canClose = false
                }
                tokens.append((.delimiter(String(repeating: character, count: length), canOpen: canOpen, canClose: canClose), style))
                index += length
            } else {
                text.append(character)
                index += 1
            }
        }
        flush()
        runs.append(contentsOf: applyDelimiters(tokens))
    }

    /// Matches opening and closing delimiters and styles what lies between.
    private static func applyDelimiters(_ tokens: [(token: Token, style: Style)]) -> [(String, Style)] {
        var pieces: [(text: String, style: Style)] = tokens.map { token in
            switch token.token {
            case .text(let text): return (text, token.style)
            case .delimiter(let delimiter, _, _): return (delimiter, token.style)
            }
        }
        let flanking: [(open: Bool, close: Bool)] = tokens.map {
            if case .delimiter(_, let canOpen, let canClose) = $0.token { return (canOpen, canClose) }
            return (false, false)
        }
        var isDelimiter = tokens.map { if case .delimiter = $0.token { return true } else { return false } }
        var open: [Int] = []
        for index in pieces.indices where isDelimiter[index] {
            let delimiter = pieces[index].text
            if flanking[index].close, let position = open.lastIndex(where: { pieces[$0].text == delimiter }), open[position] < index - 1 {
                let opener = open[position]
                for inside in (opener + 1)..<index where !isDelimiter[inside] {
                    switch delimiter {
                    case "**", "__": pieces[inside].style.strong = true
                    case "*", "_": pieces[inside].style.emphasis = true
                    default: pieces[inside].style.strikethrough = true
                    }
                }
                pieces[opener].text = ""
                pieces[index].text = ""
                isDelimiter[opener] = false
                isDelimiter[index] = false
                // Delimiters opened inside the span close with it.
                open.removeSubrange(position...)
            } else if flanking[index].open {
                open.append(index)
            }
        }
        return pieces.map { ($0.text, $0.style) }
    }

    /// A link `[text](url)` starting at `start`: where its text ends, its URL, and where it ends.
    private static func link(in characters: ArraySlice<Character>, at start: Int) -> (textEnd: Int, url: String, end: Int)? {
        var depth = 0
        var index = start
        while index < characters.endIndex {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index + 1 < characters.endIndex, characters[index + 1] == "(",
              let close = characters[(index + 2)...].firstIndex(of: ")")
        else { return nil }
        return (index, String(characters[(index + 2)..<close]), close + 1)
    }
}
