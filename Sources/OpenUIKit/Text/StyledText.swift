import Foundation

/// Text as grapheme clusters with runs of uniform style: what label layout works on.
struct StyledText {
    struct Run {
        var range: Range<Int>
        var font: UIFont
        var color: UIColor
        var kern: CGFloat
    }

    let characters: [Character]
    let runs: [Run]

    /// Plain text in one style.
    init(_ text: String, font: UIFont, color: UIColor) {
        characters = Array(text)
        runs = [Run(range: 0..<characters.count, font: font, color: color, kern: 0)]
    }

    /// An attributed string; attributes it lacks come from the defaults.
    init(_ string: NSAttributedString, font: UIFont, color: UIColor) {
        let text = string.string
        characters = Array(text)
        // Map UTF-16 offsets (NSRange) to character indices.
        var utf16Starts: [Int] = []
        utf16Starts.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            utf16Starts.append(offset)
            offset += character.utf16.count
        }
        utf16Starts.append(offset)
        func characterIndex(ofUTF16 position: Int) -> Int {
            var low = 0, high = utf16Starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if utf16Starts[middle] <= position { low = middle } else { high = middle - 1 }
            }
            return low
        }
        var runs: [Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let start = characterIndex(ofUTF16: range.location)
            let end = characterIndex(ofUTF16: range.location + range.length)
            guard end > start else { return }
            let kern: CGFloat
            switch attributes[.kern] {
            case let value as CGFloat: kern = value
            case let value as Double: kern = CGFloat(value)
            case let value as Int: kern = CGFloat(value)
            case let value as NSNumber: kern = CGFloat(value.doubleValue)
            default: kern = 0
            }
            runs.append(Run(
                range: start..<end, font: attributes[.font] as? UIFont ?? font,
                color: attributes[.foregroundColor] as? UIColor ?? color, kern: kern.isFinite ? kern : 0))
        }
        if runs.isEmpty { runs = [Run(range: 0..<characters.count, font: font, color: color, kern: 0)] }
        self.runs = runs
    }

    /// The run a character belongs to.
    func run(at index: Int) -> Run {
        runs.last { $0.range.lowerBound <= index } ?? runs[0]
    }

    /// The largest line height among the runs.
    var lineHeight: CGFloat { runs.map(\.font.lineHeight).max() ?? 0 }
    var ascender: CGFloat { runs.map(\.font.ascender).max() ?? 0 }
}
