import Foundation

/// Breaks a string into lines that fit a width: greedy word wrapping, character wrapping
/// for words longer than a line, a line limit, and an ellipsis where text is cut.
///
/// The basic layout of OpenUIKit's labels until full text layout lands; it measures with
/// glyph advances (no kerning) and never splits a grapheme cluster.
struct TextLineBreaker {
    let font: UIFont
    let width: CGFloat
    /// 0 for as many lines as needed.
    let maximumLines: Int
    let mode: NSLineBreakMode

    func lines(of text: String) -> [String] {
        let limit = maximumLines > 0 ? maximumLines : Int.max
        var lines: [String] = []
        var truncated = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = limit == 1 ? [String(paragraph)] : wrap(String(paragraph))
            for line in wrapped {
                if lines.count == limit {
                    truncated = true
                    break
                }
                lines.append(line)
            }
            if truncated { break }
        }
        guard let last = lines.last else { return [] }
        if truncated || font.width(of: last) > width {
            lines[lines.count - 1] = fitted(last, forceEllipsis: truncated)
        }
        return lines
    }

    /// Greedy word wrap; a word longer than the width is broken between characters.
    private func wrap(_ paragraph: String) -> [String] {
        guard width.isFinite, width > 0 else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if font.width(of: candidate) <= width || candidate.isEmpty {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            var remainder = word
            while font.width(of: remainder) > width, remainder.count > 1 {
                let head = longestPrefix(of: remainder, fitting: width)
                lines.append(head)
                remainder = String(remainder.dropFirst(head.count))
            }
            current = remainder
        }
        lines.append(current)
        return lines
    }

    private func longestPrefix(of text: String, fitting available: CGFloat) -> String {
        var result = ""
        for character in text {
            let next = result + String(character)
            if font.width(of: next) > available, !result.isEmpty { break }
            result = next
        }
        return result
    }

    /// The line cut to the width in the break mode, with an ellipsis where the mode uses one.
    private func fitted(_ line: String, forceEllipsis: Bool) -> String {
        let ellipsis = "…"
        switch mode {
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // These modes cut without an ellipsis, as UIKit's do.
            return line
        case .byTruncatingTail:
            if !forceEllipsis, font.width(of: line) <= width { return line }
            var characters = Array(line)
            while !characters.isEmpty, font.width(of: String(characters) + ellipsis) > width { characters.removeLast() }
            return String(characters) + ellipsis
        case .byTruncatingHead:
            var characters = Array(line)
            while !characters.isEmpty, font.width(of: ellipsis + String(characters)) > width { characters.removeFirst() }
            return ellipsis + String(characters)
        case .byTruncatingMiddle:
            var characters = Array(line)
            while characters.count > 1 {
                let middle = characters.count / 2
                let candidate = String(characters[..<middle]) + ellipsis + String(characters[(middle + 1)...])
                if font.width(of: candidate) <= width { return candidate }
                characters.remove(at: middle)
            }
            return ellipsis
        }
    }
}
