import Foundation

/// The line cut to `width` with `truncationToken` (often "…") where text was removed, or
/// the line itself when it fits; `nil` when not even the token fits. Without a token the
/// text is simply cut. Cuts fall between grapheme clusters, and whitespace next to the
/// token is dropped.
public func CTLineCreateTruncatedLine(
    _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType, _ truncationToken: CTLine?
) -> CTLine? {
    let available = CGFloat(width.isNaN ? 0 : width)
    if line.visibleWidth <= available { return line }
    let tokenWidth = truncationToken?.width ?? 0
    guard tokenWidth <= available, let typesetter = line.typesetter else { return nil }
    let room = available - tokenWidth
    let range = line.scalars
    let head: Range<Int>, tail: Range<Int>
    switch truncationType {
    case .end:
        head = range.lowerBound..<typesetter.prefixEnd(in: range, fitting: room)
        tail = range.upperBound..<range.upperBound
    case .start:
        head = range.lowerBound..<range.lowerBound
        tail = typesetter.suffixStart(in: range, fitting: room)..<range.upperBound
    case .middle:
        head = range.lowerBound..<typesetter.prefixEnd(in: range, fitting: room / 2)
        let headWidth = typesetter.visibleWidth(of: head)
        tail = typesetter.suffixStart(in: head.upperBound..<range.upperBound, fitting: room - headWidth)..<range.upperBound
    }
    var runs: [CTRun] = []
    if !head.isEmpty { runs += typesetter.line(head).runs }
    let tokenRuns = truncationToken?.runs ?? []
    // The token stands where the text was cut, in the paragraph's reading order.
    if line.isRightToLeft {
        runs = (tail.isEmpty ? [] : typesetter.line(tail).runs) + tokenRuns + runs
    } else {
        runs += tokenRuns + (tail.isEmpty ? [] : typesetter.line(tail).runs)
    }
    return line.with(runs: runs, trailingWhitespaceWidth: 0)
}

/// The line with the space it lacks to fill `justificationWidth` spread over its spaces
/// (between its clusters when it has none), times `justificationFactor` (1 or more: all
/// of it; 0: none). Trailing whitespace gets none.
public func CTLineCreateJustifiedLine(_ line: CTLine, _ justificationFactor: CGFloat, _ justificationWidth: Double) -> CTLine? {
    let factor = justificationFactor.isFinite ? min(1, max(0, justificationFactor)) : 0
    let extra = (CGFloat(justificationWidth.isFinite ? justificationWidth : 0) - line.visibleWidth) * factor
    guard extra > 0, let typesetter = line.typesetter else { return line }
    let visibleEnd = line.stringRange.location + line.stringRange.length
        - typesetter.trailingWhitespaceUTF16Length(of: line.scalars)
    let source = typesetter.source
    func isSpace(_ index: CFIndex) -> Bool {
        index < visibleEnd && source.scalars[source.scalarIndex(ofUTF16: index)] == 0x20
    }
    let clusterStarts = line.runs.flatMap { run in run.stringIndices.indices.filter { $0 == 0 || run.stringIndices[$0] != run.stringIndices[$0 - 1] }.map { run.stringIndices[$0] } }
    let spaceCount = clusterStarts.filter(isSpace).count
    let gaps = spaceCount > 0 ? spaceCount : max(1, clusterStarts.filter { $0 < visibleEnd }.count - 1)
    let share = extra / CGFloat(gaps)
    var seenClusters = 0
    let total = clusterStarts.filter { $0 < visibleEnd }.count
    let runs = line.runs.map { run -> CTRun in
        var added = [CGFloat](repeating: 0, count: run.glyphs.count)
        for glyph in run.glyphs.indices {
            let index = run.stringIndices[glyph]
            let lastOfCluster = glyph + 1 == run.glyphs.count || run.stringIndices[glyph + 1] != index
            guard lastOfCluster, index < visibleEnd else { continue }
            seenClusters += 1
            if spaceCount > 0 ? isSpace(index) : seenClusters < total { added[glyph] = share }
        }
        return run.moved(to: run.originX, extra: added)
    }
    return line.with(runs: runs)
}

extension CTTypesetter {
    /// The end of the longest run of whole clusters from `range`'s start whose visible
    /// width fits `width`. Widths are summed as the candidates advance, so the cost is the
    /// length walked, not its square.
    func prefixEnd(in range: Range<Int>, fitting width: CGFloat) -> Int {
        var end = range.lowerBound
        var total: CGFloat = 0, visible: CGFloat = 0
        var measured = range.lowerBound
        var candidate = range.lowerBound
        while candidate < range.upperBound {
            candidate += 1
            guard isClusterBoundary(candidate) else { continue }
            total += totalWidth(of: measured..<candidate)
            // Trailing whitespace hangs: the visible width grows only with other clusters.
            if !isWhitespace(candidate - 1) { visible = total }
            measured = candidate
            if visible > width { break }
            end = candidate
        }
        while end > range.lowerBound, isWhitespace(end - 1) { end -= 1 }
        return end
    }

    /// The start of the longest run of whole clusters ending at `range`'s end that fits
    /// `width`, leading whitespace not counted.
    func suffixStart(in range: Range<Int>, fitting width: CGFloat) -> Int {
        var start = range.upperBound
        var total: CGFloat = 0
        var measured = range.upperBound
        var candidate = range.upperBound
        while candidate > range.lowerBound {
            candidate -= 1
            guard isClusterBoundary(candidate) else { continue }
            total += totalWidth(of: candidate..<measured)
            measured = candidate
            if total > width { break }
            start = candidate
        }
        while start < range.upperBound, isWhitespace(start) { start += 1 }
        return start
    }

    func isClusterBoundary(_ scalar: Int) -> Bool {
        source.clusterStarts[max(0, min(scalar, source.scalars.count))]
    }

    func isWhitespace(_ scalar: Int) -> Bool {
        let paragraph = paragraph(containing: scalar)
        return paragraph.bidi.resetsAtLineEnd[scalar - paragraph.scalars.lowerBound]
    }

    /// The advance of a range across the paragraphs it touches.
    func totalWidth(of range: Range<Int>) -> CGFloat {
        guard !range.isEmpty else { return 0 }
        var total: CGFloat = 0
        for index in paragraphIndex(containing: range.lowerBound)..<paragraphCount {
            let paragraph = paragraph(index)
            guard paragraph.scalars.lowerBound < range.upperBound else { break }
            let part = range.clamped(to: paragraph.scalars)
            if !part.isEmpty { total += paragraph.width(of: part) }
        }
        return total
    }

    /// The advance of a range without the whitespace it ends with.
    func visibleWidth(of range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace(end - 1) { end -= 1 }
        return totalWidth(of: range.lowerBound..<end)
    }

    /// How many UTF-16 units of whitespace end a range.
    func trailingWhitespaceUTF16Length(of range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace(end - 1) { end -= 1 }
        return source.utf16Offsets[range.upperBound] - source.utf16Offsets[end]
    }
}
