import Foundation

extension CTLine {
    /// A grapheme cluster's place on the line: its string range and horizontal extent.
    struct Cluster {
        var index: CFIndex
        var end: CFIndex
        var minX: CGFloat
        var maxX: CGFloat
        var isRightToLeft: Bool

        /// Where a caret before the cluster's `fraction` sits (its leading edge at 0).
        func offset(at fraction: CGFloat) -> CGFloat {
            isRightToLeft ? maxX - (maxX - minX) * fraction : minX + (maxX - minX) * fraction
        }
    }

    /// The cluster holding a string index, found in its run by binary search (glyphs of a
    /// monotonic run are ordered by string index), so a caret query on a long line costs
    /// little; `nil` outside the line.
    func cluster(containing index: CFIndex) -> Cluster? {
        guard let runIndex = runs.firstIndex(where: { $0.stringRange.location <= index && index < $0.stringRange.location + $0.stringRange.length })
        else { return nil }
        let run = runs[runIndex]
        guard !run.status.contains(.nonMonotonic), !run.glyphs.isEmpty else {
            return clusters.last { $0.index <= index && index < $0.end }
        }
        let indices = run.stringIndices
        let rightToLeft = run.isRightToLeft
        // The glyph whose cluster starts at the largest string index not after `index`.
        var low = 0, high = indices.count - 1
        while low < high {
            let middle = rightToLeft ? (low + high) / 2 : (low + high + 1) / 2
            if rightToLeft {
                if indices[middle] <= index { high = middle } else { low = middle + 1 }
            } else {
                if indices[middle] <= index { low = middle } else { high = middle - 1 }
            }
        }
        let start = indices[low]
        var first = low, last = low
        while first > 0, indices[first - 1] == start { first -= 1 }
        while last + 1 < indices.count, indices[last + 1] == start { last += 1 }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        for glyph in first...last {
            let pen = run.positions[glyph].x - run.offsets[glyph].x
            minX = min(minX, pen)
            maxX = max(maxX, pen + run.advances[glyph])
        }
        let neighbour = rightToLeft ? (first > 0 ? indices[first - 1] : nil) : (last + 1 < indices.count ? indices[last + 1] : nil)
        let end = neighbour ?? (run.stringRange.location + run.stringRange.length)
        return Cluster(index: start, end: end, minX: minX, maxX: maxX, isRightToLeft: rightToLeft)
    }

    /// The line's clusters in string order.
    var clusters: [Cluster] {
        var found: [Cluster] = []
        for run in runs {
            var glyph = 0
            while glyph < run.glyphs.count {
                let index = run.stringIndices[glyph]
                var minX = CGFloat.infinity, maxX = -CGFloat.infinity
                while glyph < run.glyphs.count, run.stringIndices[glyph] == index {
                    let pen = run.positions[glyph].x - run.offsets[glyph].x
                    minX = min(minX, pen)
                    maxX = max(maxX, pen + run.advances[glyph])
                    glyph += 1
                }
                found.append(Cluster(index: index, end: index, minX: minX, maxX: maxX, isRightToLeft: run.isRightToLeft))
            }
        }
        found.sort { $0.index < $1.index }
        let lineEnd = stringRange.location + stringRange.length
        for position in found.indices {
            found[position].end = position + 1 < found.count ? found[position + 1].index : lineEnd
        }
        return found
    }
}

/// Where a caret for a string index sits on the line (x from the line's origin). At a
/// boundary between directions `secondaryOffset` gets the other caret position (the
/// trailing edge of the character before); elsewhere it equals the result. An index
/// inside a ligature is placed proportionally across it.
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex, _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let start = line.stringRange.location, end = start + line.stringRange.length
    guard !line.runs.isEmpty else {
        secondaryOffset?.pointee = 0
        return 0
    }
    let previous = charIndex > start ? line.cluster(containing: min(charIndex, end) - 1) : nil
    let primary: CGFloat
    if charIndex >= start, charIndex < end, let current = line.cluster(containing: charIndex) {
        let span = max(1, current.end - current.index)
        primary = current.offset(at: CGFloat(charIndex - current.index) / CGFloat(span))
        if let previous, previous.end == current.index, previous.isRightToLeft != current.isRightToLeft {
            secondaryOffset?.pointee = previous.offset(at: 1)
        } else {
            secondaryOffset?.pointee = primary
        }
    } else if charIndex < start || previous == nil {
        primary = line.cluster(containing: start).map { $0.offset(at: 0) } ?? 0
        secondaryOffset?.pointee = primary
    } else {
        primary = previous!.offset(at: 1)
        secondaryOffset?.pointee = primary
    }
    return primary
}

/// The string index a click at `position` is nearest to: the start of the cluster under
/// it, or of the next cluster when it is past the cluster's middle in reading order.
/// Left and right of the line give its visual ends' indices.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    let clusters = line.clusters
    guard !clusters.isEmpty else { return line.stringRange.location }
    let x = position.x.isFinite ? position.x : 0
    let leftmost = clusters.min { $0.minX < $1.minX }!
    let rightmost = clusters.max { $0.maxX < $1.maxX }!
    if x <= leftmost.minX { return leftmost.isRightToLeft ? leftmost.end : leftmost.index }
    if x >= rightmost.maxX { return rightmost.isRightToLeft ? rightmost.index : rightmost.end }
    let hit = clusters.first { $0.minX <= x && x < $0.maxX }
        ?? clusters.min { abs(($0.minX + $0.maxX) / 2 - x) < abs(($1.minX + $1.maxX) / 2 - x) }!
    let middle = (hit.minX + hit.maxX) / 2
    let beforeMiddle = hit.isRightToLeft ? x > middle : x < middle
    return beforeMiddle ? hit.index : hit.end
}

/// Calls `block` with both edges of every character on the line, left to right: the
/// edge's offset, the character's string index, whether that edge is its leading edge
/// (the left one left-to-right, the right one right-to-left), and a stop flag.
public func CTLineEnumerateCaretOffsets(
    _ line: CTLine, _ block: (Double, CFIndex, Bool, UnsafeMutablePointer<Bool>) -> Void
) {
    var stop = false
    for cluster in line.clusters.sorted(by: { $0.minX < $1.minX }) {
        block(Double(cluster.minX), cluster.index, !cluster.isRightToLeft, &stop)
        if stop { return }
        block(Double(cluster.maxX), cluster.index, cluster.isRightToLeft, &stop)
        if stop { return }
    }
}
