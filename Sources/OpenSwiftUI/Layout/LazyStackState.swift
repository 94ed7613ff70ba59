import Foundation

/// What a lazy stack keeps between updates: the rows' measured lengths and the rows made.
@MainActor
final class LazyStackState {
    /// The measured rows' lengths; set them through `record(_:at:)`, which keeps the sum.
    private(set) var lengths: [Int: CGFloat] = [:]
    private var lengthSum: CGFloat = 0
    var window: Range<Int> = 0..<0
    var count = 0
    weak var observedScroller: ScrollHostView?
    /// The rows made, in drawing order: the window's, then the pinned headers and footers
    /// of the sections it meets (drawn over the rows scrolling under them).
    var made: [Int] = []
    /// What the stack pins, and the sections with something to pin.
    var pinned = PinnedScrollableViews()
    var pinnedSpans: [LazyRows.SectionSpan] = []
    /// Where the visible part started when the pinned views were last placed.
    var pinnedAt: (start: CGFloat, end: CGFloat)?
    /// The rows of the last update, for finding a row by id.
    var rows: LazyRows?
    /// A row `scrollTo` asked for before it was made: the stack scrolls to it exactly once
    /// it has made and placed it.
    var pendingScroll: (row: Int, anchor: UnitPoint?, animated: Bool)?

    /// The length of row `index`: measured, or the measured rows' average.
    func length(of index: Int) -> CGFloat {
        lengths[index] ?? estimate
    }

    /// Kept as a running sum: rows' offsets read it once per row on every scroll.
    var estimate: CGFloat {
        guard !lengths.isEmpty else { return 44 }
        return lengthSum / CGFloat(lengths.count)
    }

    /// The sum of the measured lengths.
    var measuredLength: CGFloat { lengthSum }

    /// Notes the measured length of row `index`.
    func record(_ length: CGFloat, at index: Int) {
        let safe = length.isFinite ? max(0, length) : 0
        lengthSum += safe - (lengths[index] ?? 0)
        lengths[index] = safe
    }

    /// The first and last rows of the sections with pinned views, whose offsets pinning needs.
    var pinnedSpanEnds: [Int] {
        pinnedSpans.flatMap { [$0.rows.lowerBound, $0.rows.upperBound - 1] }
    }

    /// Takes what `pinned` asks to pin among `spans`.
    func pin(_ pinned: PinnedScrollableViews, in spans: [LazyRows.SectionSpan]) {
        self.pinned = pinned
        pinnedSpans = pinned.isEmpty ? [] : spans.filter {
            (pinned.contains(.sectionHeaders) && $0.header != nil) || (pinned.contains(.sectionFooters) && $0.footer != nil)
        }
    }

    /// The rows to make for the window, in drawing order.
    func rowsToMake() -> [Int] {
        guard !pinnedSpans.isEmpty else { return Array(window) }
        var pinnedRows: [Int] = []
        for span in pinnedSpans where span.rows.overlaps(window) {
            if pinned.contains(.sectionHeaders), let header = span.header { pinnedRows.append(header) }
            if pinned.contains(.sectionFooters), let footer = span.footer { pinnedRows.append(footer) }
        }
        let pinnedSet = Set(pinnedRows)
        return window.filter { !pinnedSet.contains($0) } + pinnedRows
    }

    /// The offsets along the axis of `rows` from the stack's start, rows not measured
    /// counting at the estimate.
    func offsets(of rows: [Int], spacing: CGFloat) -> [Int: CGFloat] {
        guard let last = rows.max(), last >= 0 else { return [:] }
        let wanted = Set(rows)
        var result: [Int: CGFloat] = [:]
        var position: CGFloat = 0
        for index in 0...last {
            if wanted.contains(index) { result[index] = position }
            position += length(of: index) + spacing
        }
        return result
    }

    /// Moves the pinned headers and footers of the sections that show to the visible
    /// part's edges, keeping each within its own section.
    func pin(_ positions: inout [Int: CGFloat], visible: (start: CGFloat, end: CGFloat), spacing: CGFloat) {
        let pinsHeaders = pinned.contains(.sectionHeaders), pinsFooters = pinned.contains(.sectionFooters)
        for span in pinnedSpans {
            let lastRow = span.rows.upperBound - 1
            guard let lastPosition = positions[lastRow] else { continue }
            let sectionEnd = lastPosition + length(of: lastRow)
            let sectionStart = positions[span.rows.lowerBound] ?? (span.header.flatMap { positions[$0] } ?? 0)
            let footerLength = span.footer.map { pinsFooters ? length(of: $0) + spacing : 0 } ?? 0
            let headerLength = span.header.map { pinsHeaders ? length(of: $0) + spacing : 0 } ?? 0
            if pinsHeaders, let header = span.header, let natural = positions[header] {
                let limit = sectionEnd - footerLength - length(of: header)
                positions[header] = min(max(natural, visible.start), max(natural, limit))
            }
            if pinsFooters, let footer = span.footer, let natural = positions[footer] {
                let floor = sectionStart + headerLength
                positions[footer] = max(min(natural, visible.end - length(of: footer)), min(natural, floor))
            }
        }
    }
}
