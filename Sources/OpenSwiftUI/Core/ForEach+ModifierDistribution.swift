import Foundation

/// Content a modifier applies to view by view: a modifier on a `ForEach` modifies each of
/// its views (`ForEach(rows) { Row($0) }.offset(y: 10)` moves each row), not one view made
/// of them all.
@MainActor
protocol ModifierDistributingContent {
    /// The same views, each with `modifier` applied.
    func applyingToEachElement<M: ViewModifier>(_ modifier: M) -> any View
}

extension ForEach: ModifierDistributingContent {
    func applyingToEachElement<M: ViewModifier>(_ modifier: M) -> any View {
        let content = self.content
        return ForEach<Data, ID, ModifiedContent<Content, M>>(data, identifiedBy: id) { element in
            ModifiedContent(content: content(element), modifier: modifier)
        }
    }

    /// Views of `data` identified by `id`, as another `ForEach` identified them.
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}
