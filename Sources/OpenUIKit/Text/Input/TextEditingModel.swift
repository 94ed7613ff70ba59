import Foundation
import OpenCoreText

/// Text being edited and its selection, in UTF-16 offsets (as `NSRange` counts): the
/// editing rules of UIKit's text inputs, apart from any view. Carets and selection ends
/// stay on grapheme-cluster boundaries, so an emoji or an accented letter is moved over and
/// deleted whole; words are Unicode's (UAX #29).
struct TextEditingModel {
    /// How far a caret moves or a deletion reaches.
    enum Unit {
        case character, word, document
    }

    private(set) var text = ""
    /// The selection; empty for a caret.
    private(set) var selection = 0..<0
    /// The end of the selection that stays put when it is extended.
    private var anchor = 0
    /// An input method's provisional text (marked text), when it is composing.
    private(set) var marked: Range<Int>?
    private var cachedWords: [Int]?

    var length: Int { text.utf16.count }
    var caret: Int { selection.upperBound == anchor ? selection.lowerBound : selection.upperBound }

    /// Replaces all the text, leaving the caret at its end.
    mutating func setText(_ newText: String) {
        text = newText
        cachedWords = nil
        setCaret(length)
    }

    /// `range` kept inside the text and widened to whole characters (grapheme clusters);
    /// an empty range (a caret) moves to the nearer end of the character it falls in, so
    /// inserting there deletes nothing. This is the range an
    /// edit really replaces, here and in any styled copy of the text kept in step with it:
    /// Foundation's strings on Linux round edits to whole characters, so both sides must.
    func editableRange(_ range: Range<Int>) -> Range<Int> {
        let clamped = clamp(range)
        guard !clamped.isEmpty else {
            let caret = nearestBoundary(to: clamped.lowerBound)
            return caret..<caret
        }
        let lower = boundary(atOrBefore: clamped.lowerBound)
        return lower..<max(lower, boundary(atOrAfter: clamped.upperBound))
    }

    /// Replaces `range` (see ``editableRange(_:)``) with `replacement`; the caret lands
    /// after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        let clamped = editableRange(range)
        marked = nil
        // Spliced as UTF-16, exactly the units a styled copy of the text replaces (the
        // string's own replacement would widen the range to whole characters).
        let units = Array(text.utf16)
        text = String(decoding: units[..<clamped.lowerBound] + Array(replacement.utf16) + units[clamped.upperBound...], as: UTF16.self)
        cachedWords = nil
        setCaret(clamped.lowerBound + replacement.utf16.count)
    }

    /// Marks `range` as an input method's provisional text (none when empty) and selects
    /// `selected` within it (offsets from its start, held inside it).
    mutating func mark(_ range: Range<Int>, selecting selected: NSRange) {
        let clamped = clamp(range)
        guard !clamped.isEmpty else {
            marked = nil
            return
        }
        let start = clamped.lowerBound + max(0, min(selected.location, clamped.count))
        let end = start + max(0, min(selected.length, clamped.upperBound - start))
        select(start..<end)
        marked = clamped
    }

    /// The range an input method's next provisional text replaces: the marked text, or the
    /// selection when there is none.
    var compositionRange: Range<Int> { editableRange(marked ?? selection) }

    /// Marks `text`, just put in at `start`, selecting `selected` within it.
    mutating func markInserted(_ text: String, at start: Int, selecting selected: NSRange) {
        mark(start..<start + text.utf16.count, selecting: selected)
    }

    /// Ends composition: the provisional text stays as ordinary text.
    mutating func unmark() { marked = nil }

    /// Selects a range (rounded out to whole clusters; a caret goes to the nearer end of
    /// the character it falls in); `anchor` is the fixed end.
    mutating func select(_ range: Range<Int>, anchoredAtStart: Bool = true) {
        let clamped = clamp(range)
        guard !clamped.isEmpty else {
            setCaret(clamped.lowerBound)
            return
        }
        let start = boundary(atOrBefore: clamped.lowerBound), end = boundary(atOrAfter: clamped.upperBound)
        selection = start..<max(start, end)
        anchor = anchoredAtStart ? selection.lowerBound : selection.upperBound
    }

    /// Puts the caret at an offset (inside a character, at its nearer end).
    mutating func setCaret(_ offset: Int) {
        let position = nearestBoundary(to: max(0, min(offset, length)))
        selection = position..<position
        anchor = position
    }

    /// Moves the caret by a unit; `extending` moves only the free end of the selection.
    /// Without `extending`, a selection collapses to the end in the direction of travel.
    mutating func move(forward: Bool, by unit: Unit, extending: Bool) {
        if !extending, !selection.isEmpty, unit == .character {
            setCaret(forward ? selection.upperBound : selection.lowerBound)
            return
        }
        let from = extending ? caret : (forward ? selection.upperBound : selection.lowerBound)
        let to = target(from: from, forward: forward, by: unit)
        if extending {
            selection = min(anchor, to)..<max(anchor, to)
        } else {
            setCaret(to)
        }
    }

    /// The range a deletion removes: the selection, else the unit before (or after) the caret.
    func deletionRange(forward: Bool, by unit: Unit) -> Range<Int> {
        guard selection.isEmpty else { return selection }
        let other = target(from: caret, forward: forward, by: unit)
        return min(caret, other)..<max(caret, other)
    }

    /// Where a caret at `from` lands after moving one unit.
    func target(from: Int, forward: Bool, by unit: Unit) -> Int {
        switch unit {
        case .character: forward ? boundary(after: from) : boundary(before: from)
        case .word: forward ? nextWordEnd(after: from) : previousWordStart(before: from)
        case .document: forward ? length : 0
        }
    }

    /// The word (or run of non-word characters) around an offset: what a double click selects.
    mutating func wordRange(at offset: Int) -> Range<Int> {
        let words = wordBoundaries()
        let position = max(0, min(offset, length))
        guard let end = words.first(where: { $0 > position }) else {
            let start = words.last { $0 < position } ?? 0
            return start..<length
        }
        let start = words.last { $0 <= position && $0 < end } ?? 0
        return start..<end
    }

    /// The paragraph around an offset, its line break included: what a triple click selects.
    func paragraphRange(at offset: Int) -> Range<Int> {
        let units = Array(text.utf16)
        let position = max(0, min(offset, units.count))
        let isBreak = { (unit: UInt16) in unit == 0x0A || unit == 0x0D || unit == 0x2029 }
        var start = position
        while start > 0, !isBreak(units[start - 1]) { start -= 1 }
        var end = position
        while end < units.count, !isBreak(units[end]) { end += 1 }
        if end < units.count { end += 1 }
        return start..<end
    }

    /// The text in a range, `nil` outside the text.
    func substring(_ range: Range<Int>) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= length else { return nil }
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        return String(text[start..<utf16.index(start, offsetBy: range.count)])
    }

    // MARK: Boundaries

    private func clamp(_ range: Range<Int>) -> Range<Int> {
        let lower = max(0, min(range.lowerBound, length))
        return lower..<max(lower, min(range.upperBound, length))
    }

    private func index(_ offset: Int) -> String.Index { String.Index(utf16Offset: offset, in: text) }

    func boundary(atOrBefore offset: Int) -> Int {
        guard offset > 0, offset < length else { return max(0, min(offset, length)) }
        let rounded = text.index(before: text.index(after: index(offset)))
        return rounded.utf16Offset(in: text) > offset ? boundary(before: offset) : rounded.utf16Offset(in: text)
    }

    /// The character boundary nearest `offset` (the earlier one when both are as near).
    func nearestBoundary(to offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        guard before != offset else { return offset }
        let after = boundary(after: before)
        return offset - before <= after - offset ? before : after
    }

    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        return before == offset ? offset : boundary(after: before)
    }

    func boundary(after offset: Int) -> Int {
        guard offset < length else { return length }
        return text.index(after: index(boundary(atOrBefore: offset))).utf16Offset(in: text)
    }

    func boundary(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        let position = index(min(offset, length))
        return text.index(before: position).utf16Offset(in: text)
    }

    private mutating func wordBoundaries() -> [Int] {
        if let cachedWords { return cachedWords }
        let words = TextSegmentation.wordBoundaries(in: text)
        cachedWords = words
        return words
    }

    /// Whether the segment starting at `offset` is a word (letters, digits or ideographs).
    private func isWord(at offset: Int) -> Bool {
        guard offset < length, let first = substring(offset..<boundary(after: offset))?.first else { return false }
        return first.isLetter || first.isNumber || first == "_"
    }

    private func nextWordEnd(after offset: Int) -> Int {
        let words = TextSegmentation.wordBoundaries(in: text)
        for (start, end) in zip(words, words.dropFirst()) where end > offset && isWord(at: start) { return end }
        return length
    }

    private func previousWordStart(before offset: Int) -> Int {
        let words = TextSegmentation.wordBoundaries(in: text)
        for (start, end) in zip(words, words.dropFirst()).reversed() where start < offset && isWord(at: start) && end > start {
            return start
        }
        return 0
    }
}
