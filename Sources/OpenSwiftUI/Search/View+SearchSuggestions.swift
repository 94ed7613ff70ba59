import Foundation

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String

    /// Where the platform shows them: over the searched content.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// Over the searched content, as a list.
    public static let content = SearchSuggestionsPlacement(name: "content")
    /// In a menu under the field (on iOS, with the content ones).
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let automatic = Set(rawValue: 1 << 0)
        public static let content = Set(rawValue: 1 << 1)
        public static let menu = Set(rawValue: 1 << 2)
    }
}

/// The suggestions a searchable view shows while its field is active.
struct SearchSuggestions {
    var content: AnyView?
    var hidden = false
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestions { SearchSuggestions() }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    var searchSuggestions: SearchSuggestions {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// What choosing a suggestion's completion does: fills the search field.
    var searchCompletion: (@MainActor (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

extension View {
    /// Suggestions shown over the searchable view while its field is active: rows that
    /// fill the field when chosen (`searchCompletion(_:)`), or buttons and links of your
    /// own.
    ///
    /// ```swift
    /// List(results) { FilmRow(film: $0) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         Text("Metropolis").searchCompletion("Metropolis")
    ///         Text("Nosferatu").searchCompletion("Nosferatu")
    ///     }
    /// ```
    ///
    /// Differs from SwiftUI: apply it outside `searchable` (after it), where it reaches the
    /// search field's view.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let content = AnyView(suggestions())
        return transformEnvironment(\.searchSuggestions) { $0.content = content }
    }

    /// Hides or shows the search suggestions around at `placements`.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\.searchSuggestions) { $0.hidden = visibility == .hidden }
    }

    /// Makes this suggestion fill the search field with `completion` when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(completion: completion, content: self)
    }
}

/// A suggestion row that fills the search field.
struct SearchCompletionRow<Content: View>: View {
    let completion: String
    let content: Content
    @Environment(\.searchCompletion) private var complete

    var body: some View {
        Button {
            complete?(completion)
        } label: {
            content.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The list of suggestions over a searchable view's content.
struct SearchSuggestionsList: View {
    let suggestions: AnyView

    var body: some View {
        List { suggestions }
            .listStyle(.plain)
    }
}
