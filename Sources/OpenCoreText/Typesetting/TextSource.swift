import Foundation
import OpenCoreGraphics

/// An attributed string as the typesetter reads it: Unicode scalars, the UTF-16 offset
/// of each (Core Text's indices), and runs of uniform attributes with their font resolved.
final class TextSource: @unchecked Sendable {
    /// A range of scalars with one set of attributes.
    struct StyleRun {
        var scalars: Range<Int>
        var font: CTFont
        var attributes: [NSAttributedString.Key: Any]
        /// Points added after each cluster (`kern`, or `tracking`, which wins).
        var spacing: CGFloat
        /// Whether the font's standard ligatures apply.
        var ligatures: Bool
        var language: String?
        /// `.writingDirection`: nested embeddings or overrides, outermost first (0 LTR
        /// embedding, 1 RTL embedding, 2 LTR override, 3 RTL override).
        var writingDirection: [Int]?
    }

    /// The characters, as the string's `string` gives them.
    let text: String
    let scalars: [UInt32]
    /// `utf16Offsets[i]` is where scalar `i` starts in UTF-16; one extra entry for the end.
    let utf16Offsets: [Int]
    /// Whether a grapheme cluster (UAX #29, Swift's `Character`) starts at each scalar; one
    /// extra entry, true, for the end.
    let clusterStarts: [Bool]
    let runs: [StyleRun]

    /// Reads `string`; attributes it lacks take `defaultFont`.
    convenience init(_ string: NSAttributedString, defaultFont: @autoclosure () -> CTFont) {
        var attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            attributeRuns.append((range, attributes))
        }
        self.init(text: string.string, attributeRuns: attributeRuns, defaultFont: defaultFont())
    }

    /// Reads text in one set of attributes, without making an attributed string (Foundation
    /// on Linux leaks part of every `NSAttributedString`, and labels lay out plain text on
    /// every pass).
    convenience init(text: String, attributes: [NSAttributedString.Key: Any], defaultFont: @autoclosure () -> CTFont) {
        let length = text.utf16.count
        self.init(text: text, attributeRuns: length > 0 ? [(NSRange(location: 0, length: length), attributes)] : [],
                  defaultFont: defaultFont())
    }

    /// Reads `text` with attributes given as UTF-16 ranges in order.
    private init(text: String, attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])],
                 defaultFont: @autoclosure () -> CTFont) {
        self.text = text
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(text.utf16.count)
        offsets.reserveCapacity(text.utf16.count + 1)
        var starts: [Bool] = []
        starts.reserveCapacity(text.utf16.count + 1)
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar.value)
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        offsets.append(offset)
        if scalars.allSatisfy({ $0 < 0x0300 }) {
            // Before the combining marks nothing extends a cluster but LF after CR (UAX #29 GB3):
            // no need to segment the string.
            starts = [Bool](repeating: true, count: scalars.count + 1)
            for index in scalars.indices.dropFirst() where scalars[index] == 0x0A && scalars[index - 1] == 0x0D { starts[index] = false }
        } else {
            for character in text {
                starts.append(true)
                starts.append(contentsOf: repeatElement(false, count: character.unicodeScalars.count - 1))
            }
            starts.append(true)
        }
        self.scalars = scalars
        self.utf16Offsets = offsets
        self.clusterStarts = starts
        var runs: [StyleRun] = []
        var fallbackFont: CTFont?
        for (range, attributes) in attributeRuns {
            let start = Self.scalarIndex(ofUTF16: range.location, in: offsets)
            let end = Self.scalarIndex(ofUTF16: range.location + range.length, in: offsets)
            guard end > start else { continue }
            let font = Self.font(in: attributes) ?? {
                if let fallbackFont { return fallbackFont }
                let made = defaultFont()
                fallbackFont = made
                return made
            }()
            runs.append(StyleRun(
                scalars: start..<end, font: font, attributes: attributes, spacing: Self.spacing(in: attributes),
                ligatures: CGFloat(anyNumber: attributes[.ligature]).map { $0 != 0 } ?? true,
                language: attributes[NSAttributedString.Key(kCTLanguageAttributeName)] as? String,
                writingDirection: Self.writingDirection(in: attributes)))
        }
        if runs.isEmpty, !scalars.isEmpty {
            runs = [StyleRun(scalars: 0..<scalars.count, font: defaultFont(), attributes: [:], spacing: 0, ligatures: true, language: nil, writingDirection: nil)]
        }
        self.runs = runs
    }

    /// The scalar that starts at or contains a UTF-16 offset (the end for offsets past it).
    static func scalarIndex(ofUTF16 position: Int, in offsets: [Int]) -> Int {
        guard position > 0 else { return 0 }
        var low = 0, high = offsets.count - 1
        guard position < offsets[high] else { return high }
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The scalar index for a UTF-16 offset into this text.
    func scalarIndex(ofUTF16 position: Int) -> Int { Self.scalarIndex(ofUTF16: position, in: utf16Offsets) }

    /// The UTF-16 range of a scalar range.
    func utf16Range(_ scalars: Range<Int>) -> CFRange {
        CFRange(location: utf16Offsets[scalars.lowerBound], length: utf16Offsets[scalars.upperBound] - utf16Offsets[scalars.lowerBound])
    }

    /// The style run containing a scalar.
    func runIndex(at scalar: Int) -> Int {
        runs.lastIndex(startingAtOrBefore: scalar) { $0.scalars.lowerBound }
    }

    /// The paragraph style in effect at a scalar.
    func paragraphStyle(at scalar: Int) -> NSParagraphStyle? {
        guard !runs.isEmpty else { return nil }
        return runs[runIndex(at: scalar)].attributes[.paragraphStyle] as? NSParagraphStyle
    }

    static func font(in attributes: [NSAttributedString.Key: Any]) -> CTFont? {
        switch attributes[.font] {
        case let font as CTFont: font
        case let font as _CTFontBridging: font.bridgedCTFont
        default: nil
        }
    }

    private static func spacing(in attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        let value = CGFloat(anyNumber: attributes[.tracking]) ?? CGFloat(anyNumber: attributes[NSAttributedString.Key(kCTTrackingAttributeName)])
            ?? CGFloat(anyNumber: attributes[.kern]) ?? 0
        return value.isFinite ? value : 0
    }

    private static func writingDirection(in attributes: [NSAttributedString.Key: Any]) -> [Int]? {
        guard let values = attributes[.writingDirection] as? [Any] else { return nil }
        let codes = values.compactMap { CGFloat(anyNumber: $0).map { Int($0) } }
        return codes.isEmpty ? nil : codes
    }

}
