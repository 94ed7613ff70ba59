import Foundation

/// A lazy stack's rows in order: section headers, rows and footers.
struct LazyRows {
    /// Where one section's views are among the rows.
    struct SectionSpan: Equatable {
        /// The rows of the section, its header and footer included.
        let rows: Range<Int>
        let header: Int?
        let footer: Int?
    }

    let model: ListModel

    init(_ model: ListModel) { self.model = model }

    var count: Int {
        model.sections.reduce(0) { $0 + $1.rowCount + ($1.header == nil ? 0 : 1) + ($1.footer == nil ? 0 : 1) }
    }

    /// The sections with a header or a footer, where their views are.
    var sectionSpans: [SectionSpan] {
        var spans: [SectionSpan] = []
        var start = 0
        for section in model.sections {
            let header = section.header == nil ? nil : start
            let rowsEnd = start + (header == nil ? 0 : 1) + section.rowCount
            let footer = section.footer == nil ? nil : rowsEnd
            let end = rowsEnd + (footer == nil ? 0 : 1)
            if header != nil || footer != nil { spans.append(SectionSpan(rows: start..<end, header: header, footer: footer)) }
            start = end
        }
        return spans
    }

    /// The index of the row whose id (its `ForEach` element's id, or its tag) is `id`.
    @MainActor func index(ofRowWithID id: AnyHashable) -> Int? {
        var start = 0
        for section in model.sections {
            if section.header != nil { start += 1 }
            for row in 0..<section.rowCount where section.tag(at: row) == id { return start + row }
            start += section.rowCount + (section.footer == nil ? 0 : 1)
        }
        return nil
    }

    @MainActor func view(at index: Int) -> AnyView? {
        var remaining = index
        for section in model.sections {
            if let header = section.header {
                if remaining == 0 { return header }
                remaining -= 1
            }
            if remaining < section.rowCount { return section.row(at: remaining)?.view }
            remaining -= section.rowCount
            if let footer = section.footer {
                if remaining == 0 { return footer }
                remaining -= 1
            }
        }
        return nil
    }
}
