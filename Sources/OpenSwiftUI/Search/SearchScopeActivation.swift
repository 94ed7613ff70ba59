import Foundation

/// When a searchable screen's scope bar shows.
public struct SearchScopeActivation: Hashable, Sendable {
    let activation: UISearchController.ScopeBarActivation

    /// The platform decides: while searching.
    public static let automatic = SearchScopeActivation(activation: .automatic)
    /// Once something is typed.
    public static let onTextEntry = SearchScopeActivation(activation: .onTextEntry)
    /// As soon as the search starts.
    public static let onSearchPresentation = SearchScopeActivation(activation: .onSearchActivation)
}

/// A search's scopes as `searchScopes` gave them: each scope's tag and title, and the
/// binding of the chosen one.
struct SearchScopes {
    let options: [(tag: AnyHashable, title: String)]
    let selectedIndex: Int?
    let select: @MainActor (Int) -> Void
    let activation: SearchScopeActivation

    /// The options of a scopes builder: tagged texts or labels (a `ForEach`'s elements
    /// are tagged by their ids).
    @MainActor static func options(of view: any View, defaultTag: AnyHashable? = nil) -> [(tag: AnyHashable, title: String)] {
        if let tuple = view as? any TupleViewElements { return tuple.elementViews.flatMap { options(of: $0) } }
        if let forEach = view as? any ForEachElementViews { return forEach.elementViewsWithIDs.flatMap { options(of: $0.view, defaultTag: $0.id) } }
        var tag = defaultTag
        var current: Any = view
        while let modified = current as? any ModifiedContentReading {
            if let tagged = modified.modifierValue as? TagModifier { tag = tagged.tag }
            current = modified.contentValue
        }
        let title = (current as? Text)?.plainString ?? (current as? any TabLabelReading)?.tabTitle
        guard let tag, let title else { return [] }
        return [(tag, title)]
    }
}

/// A `ForEach`'s views with their elements' ids.
protocol ForEachElementViews {
    @MainActor var elementViewsWithIDs: [(view: any View, id: AnyHashable)] { get }
}

extension ForEach: ForEachElementViews {
    var elementViewsWithIDs: [(view: any View, id: AnyHashable)] {
        data.map { (content($0) as any View, AnyHashable(id($0))) }
    }
}

extension View {
    /// Scopes under the screen's search field that narrow what it searches: each scope
    /// a tagged text, `scope` bound to the chosen tag.
    ///
    /// ```swift
    /// .searchable(text: $query)
    /// .searchScopes($decade) {
    ///     Text("All").tag(Decade.all)
    ///     Text("1920s").tag(Decade.twenties)
    /// }
    /// ```
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes under the search field that show as `activation` says.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        let content = scopes()
        return modifier(SearchScopesModifier(scope: scope, content: AnyView(content), activation: activation))
    }
}

/// Reads the scopes when the screen's search settings are gathered.
struct SearchScopesModifier<V: Hashable>: PrimitiveModifier {
    let scope: Binding<V>
    let content: AnyView
    let activation: SearchScopeActivation

    func update(_ node: ViewNode, content body: some View, context: ResolutionContext) {
        // A change of the chosen scope runs this again.
        node.updateItself(from: context) { [weak node] context in
            guard let node else { return }
            self.update(node, content: body, context: context)
        }
        let options = SearchScopes.options(of: content.content)
        let current = node.tracked { scope.wrappedValue }
        let binding = scope
        let scopes = SearchScopes(
            options: options, selectedIndex: options.firstIndex { $0.tag == AnyHashable(current) },
            select: { index in
                guard options.indices.contains(index), let value = options[index].tag.base as? V, binding.wrappedValue != value else { return }
                binding.wrappedValue = value
            },
            activation: activation)
        node.setLayout(ImplicitStackLayout())
        node.showOnly(body.transformPreference(SearchKey.self) { $0.scopes = scopes }, context: context)
    }
}
