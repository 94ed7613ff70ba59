import Foundation

/// A tree of data shown as rows whose children fold under a disclosure group: each
/// element with children (its `children` key path not `nil`) is a group that expands to
/// show them, each element without is a leaf.
///
/// ```swift
/// OutlineGroup(genres, children: \.subgenres) { genre in
///     Label(genre.name, systemImage: "folder")
/// }
/// ```
///
/// `List(_:children:rowContent:)` makes a list of one. Differs from SwiftUI: in a list, a
/// group's children expand inside its row rather than as rows of their own.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top elements: the data's, or the root alone.
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
}

/// The children of an outline group's element, shown inside its disclosure group.
public struct OutlineSubgroupChildren: View {
    let children: AnyView

    public var body: some View { children }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// An outline of `root` and its descendants.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }

    /// An outline of the elements of `data` and their descendants.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// An outline of `root` and its descendants, identified by a key path.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// An outline of the elements of `data` and their descendants, identified by a key path.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(roots.indices, id: \.self) { index in
            row(roots[index])
        }
    }

    /// An element's row: a disclosure group over its children, or its leaf view.
    @MainActor func row(_ element: Data.Element) -> AnyView {
        let leaf = content(element)
        guard let nested = element[keyPath: children] else { return AnyView(leaf.id(element[keyPath: id])) }
        let subgroup = OutlineGroup(roots: Array(nested), id: id, children: children, content: content)
        let folded = DisclosureGroup {
            OutlineSubgroupChildren(children: AnyView(
                VStack(alignment: .leading, spacing: 8) { subgroup }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.leading, 16)))
        } label: {
            leaf
        }
        return AnyView(folded.id(element[keyPath: id]))
    }
}

extension OutlineGroup: ListContentReading where Parent: View, Leaf: View, Subgroup: View {
    /// In a list, each top element is a row.
    func readListContent(into model: inout ListModel) {
        for element in roots { model.read(row(element)) }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of identifiable data: rows whose children fold under them.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of a tree of data identified by a key path.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
