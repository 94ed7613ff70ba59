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
    let clusters = line.clusters
    guard let first = clusters.first else {
        secondaryOffset?.pointee = 0
        return 0
    }
    let previous = clusters.last { $0.index < charIndex }
    let primary: CGFloat
    if let current = clusters.last(where: { $0.index <= charIndex && charIndex < $0.end }) {
        let span = max(1, current.end - current.index)
        primary = current.offset(at: CGFloat(charIndex - current.index) / CGFloat(span))
        if let previous, previous.end == current.index, previous.isRightToLeft != current.isRightToLeft {
            secondaryOffset?.pointee = previous.offset(at: 1)
        } else {
            secondaryOffset?.pointee = primary
        }
    } else if charIndex < first.index {
        primary = first.offset(at: 0)
        secondaryOffset?.pointee = primary
    } else {
        primary = (previous ?? first).offset(at: 1)
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
