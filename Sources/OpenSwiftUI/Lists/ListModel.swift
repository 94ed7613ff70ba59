import Foundation

/// A list's content read into sections of rows, without making the rows: a `ForEach`
/// stands for its rows by count, and each row's view is made when its cell shows.
struct ListModel {
    struct Section {
        var header: AnyView?
        var footer: AnyView?
        var sources: [RowSource] = []

        var rowCount: Int { sources.reduce(0) { $0 + $1.count } }

        /// The view of row `row`.
        @MainActor func view(at row: Int) -> AnyView? {
            var index = row
            for source in sources {
                if index < source.count { return source.view(index) }
                index -= source.count
            }
            return nil
        }
    }

    /// One view, or a `ForEach`'s rows.
    struct RowSource {
        let count: Int
        let view: @MainActor (Int) -> AnyView
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
            add(RowSource(count: 1) { _ in AnyView(view) })
        }
    }
}

/// Views a list reads for its sections and rows instead of showing them as one row.
protocol ListContentReading {
    @MainActor func readListContent(into model: inout ListModel)
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
        if Content.self is any ListContentReading.Type {
            for element in data { model.read(content(element)) }
            return
        }
        model.add(ListModel.RowSource(count: data.count) { index in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            return AnyView(content(element).id(id(element)))
        })
    }
}
