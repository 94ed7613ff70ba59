import Foundation
import Observation

/// Whether a searchable view's field is active, as its search controller reports it, and
/// how to end the search. Observed: the views inside run again when it changes.
@Observable @MainActor
final class SearchActivity {
    var isSearching = false
    @ObservationIgnored var end: () -> Void = {}
}

/// Ends the search of the searchable view this view is in: the field empties and loses
/// the keyboard, as Cancel does.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// Button("Done") { dismissSearch() }
/// ```
@MainActor @preconcurrency
public struct DismissSearchAction {
    private nonisolated let action: (@MainActor () -> Void)?

    nonisolated init(_ action: (@MainActor () -> Void)?) { self.action = action }

    /// Ends the search.
    public func callAsFunction() { action?() }
}

private struct IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction(nil) } }

extension EnvironmentValues {
    /// Whether the search field of the searchable view this view is in is active.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the searchable view this view is in.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// `searchable(text:placement:prompt:)`: carries the field's settings up to the screen
/// and tells the views inside whether the search is active.
struct SearchableModifier: PrimitiveModifier {
    let settings: SearchSettings

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (activity, _) = node.firstModifierState { SearchActivity() }
        // The activity's changes run this modifier again (its read below is tracked).
        node.updateItself(from: context) { [weak node] context in
            guard let node else { return }
            self.update(node, content: content, context: context)
        }
        var settings = settings
        settings.activity = activity
        var context = context
        let isSearching = node.tracked { activity.isSearching }
        context.environment.isSearching = isSearching
        context.environment.dismissSearch = DismissSearchAction { activity.end() }
        // While the field is active, the suggestions cover the content; a completion fills
        // the field.
        let suggestions = context.environment.searchSuggestions
        context.environment.searchSuggestions = SearchSuggestions()
        let text = settings.text
        context.environment.searchCompletion = { completion in text?.wrappedValue = completion }
        let carry: (inout SearchSettings) -> Void = { [settings] value in
            // Scopes declared inside the searchable view stay.
            let scopes = value.scopes
            value = settings
            if value.scopes == nil { value.scopes = scopes }
        }
        guard let list = suggestions.content else {
            return node.showAsList(content.transformPreference(SearchKey.self, carry), context: context)
        }
        let showsSuggestions = isSearching && !suggestions.hidden
        let shown = content.overlay {
            if showsSuggestions { SearchSuggestionsList(suggestions: list) }
        }
        node.showAsList(shown.transformPreference(SearchKey.self, carry), context: context)
    }
}
