import Foundation

/// Views made from a collection, one per element, told apart by an id: an element that
/// moves keeps its state and drawn views; one whose id is new starts afresh.
///
/// ```swift
/// VStack {
///     ForEach(films) { film in
///         Text(film.title)
///     }
///     ForEach(0..<3) { index in
///         Text("Row \(index)")
///     }
/// }
/// ```
///
/// Elements with the same id are told apart by their order (SwiftUI warns about them).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The collection.
    public var data: Data
    /// Makes each element's view.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// A view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        id = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view per number in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        id = { $0 }
    }
}

extension ForEach: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        node.becomeList()
        var existing: [AnyHashable: [ViewNode]] = [:]
        for child in node.children {
            if let identity = child.identity { existing[identity, default: []].append(child) }
        }
        var nodes: [ViewNode] = []
        var seen: [AnyHashable: Int] = [:]
        nodes.reserveCapacity(data.count)
        // The content closure belongs to the body that made this ForEach: what it reads
        // runs that body again when it changes, as if it had been read in the body itself.
        let views = node.observe(at: .forEach) {
            data.map { (element: $0, view: content($0)) }
        } changed: { [weak node] in
            ObservationInvalidation.post { node?.setOwnerNeedsBody() }
        }
        for (element, view) in views {
            let elementID = AnyHashable(id(element))
            // Repeated ids are told apart by occurrence.
            let occurrence = seen[elementID, default: 0]
            seen[elementID] = occurrence + 1
            let identity = occurrence == 0 ? elementID : AnyHashable(DuplicateID(id: elementID, occurrence: occurrence))
            let type = ObjectIdentifier(Content.self)
            let child = existing[identity]?.first { $0.viewType == type } ?? node.makeChild(for: view, identity: identity)
            child.update(with: view, context: context)
            nodes.append(child)
        }
        node.setChildren(nodes)
    }
}

/// The identity of the second and later elements sharing an id.
private struct DuplicateID: Hashable {
    let id: AnyHashable
    let occurrence: Int
}
