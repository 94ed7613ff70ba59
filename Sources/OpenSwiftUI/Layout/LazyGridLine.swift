import Foundation

/// One line of a lazy grid along its growing axis: a section's header or footer across
/// the grid, or up to a track's count of a section's cells.
enum LazyGridLine: Equatable {
    case header(section: Int)
    case footer(section: Int)
    case cells(section: Int, first: Int, count: Int)

    /// The lines of `model` with `tracks` cells a line.
    static func lines(of model: ListModel, tracks: Int) -> [LazyGridLine] {
        let perLine = max(1, tracks)
        var lines: [LazyGridLine] = []
        for (index, section) in model.sections.enumerated() {
            if section.header != nil { lines.append(.header(section: index)) }
            for first in stride(from: 0, to: section.rowCount, by: perLine) {
                lines.append(.cells(section: index, first: first, count: min(perLine, section.rowCount - first)))
            }
            if section.footer != nil { lines.append(.footer(section: index)) }
        }
        return lines
    }

    /// Where the sections with a header or footer are among `lines`.
    static func sectionSpans(of lines: [LazyGridLine]) -> [LazyRows.SectionSpan] {
        var spans: [LazyRows.SectionSpan] = []
        var start = 0
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1 || lines[index + 1].section != line.section
            guard isLast else { continue }
            let range = start..<(index + 1)
            let header = range.first { lines[$0] == .header(section: line.section) }
            let footer = range.last { lines[$0] == .footer(section: line.section) }
            if header != nil || footer != nil { spans.append(LazyRows.SectionSpan(rows: range, header: header, footer: footer)) }
            start = index + 1
        }
        return spans
    }

    /// The section the line belongs to.
    var section: Int {
        switch self {
        case .header(let section), .footer(let section), .cells(let section, _, _): section
        }
    }

    /// Whether the line is a header or a footer, which spans the grid.
    var spansGrid: Bool {
        if case .cells = self { false } else { true }
    }
}
