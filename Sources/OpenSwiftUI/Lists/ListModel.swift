import Foundation

/// A list's content read into sections of rows, without making the rows: a `ForEach`
/// stands for its rows by count, and each row's view is made when its cell shows.
struct ListModel {
    struct Section {
        var header: AnyView?
        var footer: AnyView?
        var sources: [RowSource] = []
        /// The section's own `listSectionSpacing`, if it has one.
        var spacing: ListSectionSpacing?

        var rowCount: Int { sources.reduce(0) { $0 + $1.count } }

        /// Row `row`: its view and what its modifiers tell the list.
        @MainActor func row(at row: Int) -> Row? {
            source(of: row).map { $0.source.row($0.index) }
        }

        /// The selection tag of row `row`, without making its view where that can be
        /// avoided (a `ForEach` row's is its element's id).
        @MainActor func tag(at row: Int) -> AnyHashable? {
            source(of: row).flatMap { $0.source.tag($0.index) }
        }

        /// What `onDelete` and `onMove` allow for row `row`, and its offset among its
        /// `ForEach`'s elements (the offsets those actions take).
        func editing(at row: Int) -> (editing: RowEditing, offset: Int)? {
            source(of: row).map { ($0.source.editing, $0.source.elementOffset ?? $0.index) }
        }

        private func source(of row: Int) -> (source: RowSource, index: Int)? {
            var index = row
            for source in sources {
                if index < source.count { return (source, index) }
                index -= source.count
            }
            return nil
        }
    }

    /// A row's view and traits.
    struct Row {
        var view: AnyView
        var traits: ListRowTraits
    }

    /// One view, or a `ForEach`'s rows.
    struct RowSource {
        let count: Int
        var row: @MainActor (Int) -> Row
        var tag: @MainActor (Int) -> AnyHashable?
        var editing = RowEditing()
        /// The offset in its `ForEach`'s data of the element whose views make these rows,
        /// when the `ForEach` makes each element's rows on its own; otherwise a row's
        /// offset is its index here.
        var elementOffset: Int?
    }

    /// What a `ForEach`'s `onDelete` and `onMove` do with its rows, by offset.
    struct RowEditing {
        var onDelete: ((IndexSet) -> Void)?
        var onMove: ((IndexSet, Int) -> Void)?
        /// Which editable content the rows came from: rows move among their own group.
        var group = 0
    }

    /// The number of editable contents read so far.
    private var editingGroups = 0

    /// Where the next row source read will go: the last section and its source count.
    var readingPosition: (section: Int, source: Int) {
        (sections.count - 1, sections.last?.sources.count ?? 0)
    }

    /// Applies `edit` to the row sources read since `position`.
    mutating func editSources(readSince position: (section: Int, source: Int), _ edit: (inout RowEditing) -> Void) {
        editingGroups += 1
        let group = editingGroups
        forEachSource(readSince: position) { source in
            edit(&source.editing)
            source.editing.group = group
        }
    }

    /// Says which element of a `ForEach` the sources read since `position` came from.
    mutating func markElement(_ offset: Int, readSince position: (section: Int, source: Int)) {
        forEachSource(readSince: position) { $0.elementOffset = offset }
    }

    /// Passes the rows read since `position` through `modifier` (written around a
    /// `ForEach`, a `Section` or a group, it modifies each of their rows), and the headers
    /// and footers of the sections opened since.
    @MainActor mutating func modifyRows<Modifier: ViewModifier>(readSince position: (section: Int, source: Int), with modifier: Modifier) {
        forEachSource(readSince: position) { source in
            let row = source.row, tag = source.tag
            source.row = { index in
                var made = row(index)
                made.view = AnyView(made.view.modifier(modifier))
                made.traits.apply(modifier)
                return made
            }
            if let written = modifier as? TagModifier { source.tag = { _ in written.tag } } else { source.tag = tag }
        }
        for section in (position.section + 1)..<max(position.section + 1, sections.count) {
            if let spacing = modifier as? ListSectionSpacingModifier {
                // The empty section opened after a `Section` is not one of the modified sections.
                let opened = sections[section]
                if opened.header != nil || opened.footer != nil || !opened.sources.isEmpty { sections[section].spacing = spacing.spacing }
                continue
            }
            sections[section].header = sections[section].header.map { AnyView($0.modifier(modifier)) }
            sections[section].footer = sections[section].footer.map { AnyView($0.modifier(modifier)) }
        }
    }

    private mutating func forEachSource(readSince position: (section: Int, source: Int), _ body: (inout RowSource) -> Void) {
        for section in max(0, position.section)..<sections.count {
            let first = section == position.section ? position.source : 0
            for source in first..<sections[section].sources.count { body(&sections[section].sources[source]) }
        }
    }

    var sections: [Section] = []

    /// Adds a row source to the last section, opening one without a header if needed.
    mutating func add(_ source: RowSource) {
        if sections.isEmpty { sections.append(Section()) }
        sections[sections.count - 1].sources.append(source)
    }

    /// The model of a list's content.
    @MainActor static func reading(_ content: any View) -> ListModel {
        var model = ListModel()
        model.read(content)
        // Sections opened after a `Section` that nothing followed are dropped.
        model.sections.removeAll { $0.header == nil && $0.footer == nil && $0.sources.isEmpty }
        return model
    }

    @MainActor mutating func read(_ view: any View) {
        if let reader = view as? any ListContentReading {
            reader.readListContent(into: &self)
        } else {
            addRow(view)
        }
    }

    /// Adds `view` as one row, with what its modifiers tell the list.
    @MainActor mutating func addRow(_ view: any View) {
        let row = Row(view: AnyView(view), traits: ListRowTraits.reading(view))
        add(RowSource(count: 1, row: { _ in row }, tag: { _ in row.traits.tag }))
    }
}

/// Views a list reads for its sections and rows instead of showing them as one row.
protocol ListContentReading {
    @MainActor func readListContent(into model: inout ListModel)
    /// Whether views of this type can be sections or several rows (a modified row is one
    /// row): a `ForEach` of such views reads each element's views on its own.
    static var mayHoldListStructure: Bool { get }
}

extension ListContentReading {
    static var mayHoldListStructure: Bool { true }
}

extension ModifiedContent: ListContentReading where Content: View, Modifier: ViewModifier {
    static var mayHoldListStructure: Bool {
        (Content.self as? any ListContentReading.Type)?.mayHoldListStructure ?? false
    }

    /// A modifier around sections or several rows modifies each row; around one row it
    /// stays part of that row.
    func readListContent(into model: inout ListModel) {
        guard Self.holdsListStructure(content) else {
            model.addRow(self)
            return
        }
        let position = model.readingPosition
        model.read(content)
        model.modifyRows(readSince: position, with: modifier)
    }

    /// Whether `view`, looked at through its modifiers and type erasure, is sections,
    /// a `ForEach` or a group of views rather than one row.
    @MainActor private static func holdsListStructure(_ view: Any) -> Bool {
        switch view {
        case let modified as any ModifiedContentReading: holdsListStructure(modified.contentValue)
        case let erased as AnyView: holdsListStructure(erased.content)
        default: view is any ListContentReading
        }
    }
}

extension TupleView: ListContentReading {
    func readListContent(into model: inout ListModel) {
        for element in elements { model.read(element) }
    }
}

extension Optional: ListContentReading where Wrapped: View {
    func readListContent(into model: inout ListModel) {
        if let wrapped = self { model.read(wrapped) }
    }
}

extension _ConditionalContent: ListContentReading {
    func readListContent(into model: inout ListModel) {
        switch storage {
        case .trueContent(let content): model.read(content)
        case .falseContent(let content): model.read(content)
        }
    }
}

extension AnyView: ListContentReading {
    func readListContent(into model: inout ListModel) { model.read(content) }
}

extension Group: ListContentReading {
    func readListContent(into model: inout ListModel) { model.read(content) }
}

extension EmptyView: ListContentReading {
    func readListContent(into model: inout ListModel) {}
}

extension ForEach: ListContentReading {
    func readListContent(into model: inout ListModel) {
        let data = self.data, content = self.content, id = self.id
        // Sections, groups and several views per element are read element by element (a
        // `ForEach` of sections makes sections); a plain row view stays one lazy row each.
        if let reading = Content.self as? any ListContentReading.Type, reading.mayHoldListStructure {
            for (offset, element) in data.enumerated() {
                let position = model.readingPosition
                model.read(content(element))
                model.markElement(offset, readSince: position)
            }
            return
        }
        func element(_ index: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: index)] }
        model.add(ListModel.RowSource(
            count: data.count,
            row: { index in
                let element = element(index)
                let row = content(element)
                return ListModel.Row(view: AnyView(row.id(id(element))), traits: ListRowTraits.reading(row, defaultTag: AnyHashable(id(element))))
            },
            tag: { AnyHashable(id(element($0))) }))
    }
}
