import Foundation

/// Where a searchable screen's search field shows.
public struct SearchFieldPlacement: Hashable, Sendable {
    let placement: UINavigationItem.SearchBarPlacement
    let alwaysShown: Bool

    /// The platform decides: under the title, hidden as the content scrolls.
    public static let automatic = SearchFieldPlacement(placement: .automatic, alwaysShown: false)
    /// In the navigation bar.
    public static let toolbar = SearchFieldPlacement(placement: .integrated, alwaysShown: false)
    /// In the sidebar (under the title here).
    public static let sidebar = SearchFieldPlacement(placement: .stacked, alwaysShown: false)

    /// In the navigation bar, always shown or shown as the content scrolls.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(placement: .stacked, alwaysShown: displayMode == .always)
    }

    /// Whether a drawer placement's field always shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

/// A screen's search settings, carried up to its navigation screen.
struct SearchSettings: Equatable {
    var text: Binding<String>?
    /// The text's value when the settings were made: bindings read the value now.
    var shownText: String?
    var prompt: String?
    var placement = SearchFieldPlacement.automatic
    /// Where the search controller reports the field's activity.
    var activity: SearchActivity?
    /// The scopes under the field, if any.
    var scopes: SearchScopes?

    static func == (lhs: SearchSettings, rhs: SearchSettings) -> Bool {
        lhs.shownText == rhs.shownText && lhs.prompt == rhs.prompt && lhs.placement == rhs.placement
            && lhs.scopes?.options.map(\.title) == rhs.scopes?.options.map(\.title) && lhs.scopes?.selectedIndex == rhs.scopes?.selectedIndex
    }
}

struct SearchKey: PreferenceKey {
    static var defaultValue: SearchSettings { SearchSettings() }

    static func reduce(value: inout SearchSettings, nextValue: () -> SearchSettings) {
        let next = nextValue()
        let scopes = value.scopes ?? next.scopes
        if value.text == nil { value = next }
        value.scopes = scopes
    }
}

extension View {
    /// Gives the navigation screen this view is in a search field bound to `text`.
    ///
    /// ```swift
    /// List(filtered) { Text($0.title) }
    ///     .searchable(text: $query, prompt: "Films")
    /// ```
    ///
    /// The field is OpenUIKit's `UISearchController` in the screen's navigation item.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(settings: SearchSettings(text: text, shownText: text.wrappedValue, prompt: prompt?.plainString, placement: placement)))
    }

    /// Gives the navigation screen a search field with a prompt of a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Gives the navigation screen a search field with a prompt of a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// A screen's search controller: its text writes the bound string.
@MainActor
final class ScreenSearch: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    private var text: Binding<String>?
    private(set) var controller: UISearchController?
    private weak var activity: SearchActivity?
    private var selectScope: (@MainActor (Int) -> Void)?

    func apply(_ settings: SearchSettings, to screen: UIViewController?) {
        guard let screen else { return }
        guard let text = settings.text else {
            if screen.navigationItem.searchController != nil { screen.navigationItem.searchController = nil }
            controller = nil
            return
        }
        self.text = text
        let search = controller ?? {
            let made = UISearchController(searchResultsController: nil)
            made.obscuresBackgroundDuringPresentation = false
            made.searchResultsUpdater = self
            made.delegate = self
            controller = made
            return made
        }()
        if let activity = settings.activity, activity !== self.activity {
            self.activity = activity
            activity.end = { [weak search] in search?.isActive = false }
            if activity.isSearching != search.isActive { activity.isSearching = search.isActive }
        }
        if search.searchBar.placeholder != settings.prompt { search.searchBar.placeholder = settings.prompt }
        if (search.searchBar.text ?? "") != text.wrappedValue { search.searchBar.text = text.wrappedValue }
        applyScopes(settings.scopes, to: search)
        let item = screen.navigationItem
        if item.searchController !== search { item.searchController = search }
        if item.preferredSearchBarPlacement != settings.placement.placement { item.preferredSearchBarPlacement = settings.placement.placement }
        let hides = !settings.placement.alwaysShown
        if item.hidesSearchBarWhenScrolling != hides { item.hidesSearchBarWhenScrolling = hides }
    }

    /// Puts the scopes' titles under the field and the chosen one on.
    private func applyScopes(_ scopes: SearchScopes?, to search: UISearchController) {
        selectScope = scopes?.select
        let titles = scopes?.options.map(\.title)
        let bar = search.searchBar
        if (bar.scopeButtonTitles ?? []) != (titles ?? []) { bar.scopeButtonTitles = titles }
        if let index = scopes?.selectedIndex, bar.selectedScopeButtonIndex != index { bar.selectedScopeButtonIndex = index }
        if let activation = scopes?.activation.activation, search.scopeBarActivation != activation { search.scopeBarActivation = activation }
    }

    nonisolated func updateSearchResults(for searchController: UISearchController) {
        MainActor.assumeIsolated {
            let current = searchController.searchBar.text ?? ""
            if let text, text.wrappedValue != current { text.wrappedValue = current }
            if searchController.searchBar.scopeButtonTitles?.isEmpty == false { selectScope?(searchController.searchBar.selectedScopeButtonIndex) }
        }
    }

    nonisolated func didPresentSearchController(_ searchController: UISearchController) {
        MainActor.assumeIsolated { if activity?.isSearching == false { activity?.isSearching = true } }
    }

    nonisolated func didDismissSearchController(_ searchController: UISearchController) {
        MainActor.assumeIsolated { if activity?.isSearching == true { activity?.isSearching = false } }
    }
}
