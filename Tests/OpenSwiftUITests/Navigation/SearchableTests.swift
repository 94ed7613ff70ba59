import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Films {
    var query = ""
    let titles = ["Metropolis", "Nosferatu", "Sunrise"]
    var shown: [String] { query.isEmpty ? titles : titles.filter { $0.localizedCaseInsensitiveContains(query) } }
}

private struct FilmsView: View {
    @Bindable var films: Films
    var body: some View {
        NavigationStack {
            List(films.shown, id: \.self) { Text($0) }
                .navigationTitle("Films")
                .searchable(text: $films.query, prompt: "Search films")
        }
    }
}

@MainActor
@Suite(.manualClock) struct SearchableTests {
    @Test func theSearchFieldWritesTheQueryAndTheQueryShowsInTheField() throws {
        let films = Films()
        let hosted = Hosted(FilmsView(films: films), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let search = try #require(navigation.topViewController?.navigationItem.searchController)
        #expect(search.searchBar.placeholder == "Search films")
        search.searchBar.text = "nos"
        search.searchResultsUpdater?.updateSearchResults(for: search)
        hosted.settle()
        #expect(films.query == "nos")
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        #expect(collection.numberOfItems(inSection: 0) == 1)
        films.query = "sun"
        hosted.settle()
        #expect(search.searchBar.text == "sun")
    }
}

/// Shows whether its searchable ancestor is searching, and ends the search.
private struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Text(isSearching ? "Searching" : "Idle")
        Button("Done") { dismissSearch() }
    }
}

extension SearchableTests {
    @Test func viewsInsideKnowWhenTheFieldIsActiveAndCanEndTheSearch() throws {
        let query = Films()
        let view = NavigationStack {
            List { SearchStatus() }.searchable(text: Binding(get: { query.query }, set: { query.query = $0 }))
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Idle" })
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let search = try #require(navigation.topViewController?.navigationItem.searchController)
        search.isActive = true
        hosted.settle()
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Searching" })
        let done = try #require(hosted.window.voiceOverOrder.first { $0.label == "Done" })
        // A tap reaches the list under the search interface (it does not obscure it).
        hosted.window.tap(at: done.activationPoint)
        hosted.settle()
        #expect(!search.isActive)
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Idle" })
    }
}

private enum Era: Hashable { case all, silent, sound }

@MainActor
@Observable
private final class ScopedFilms {
    var query = ""
    var era = Era.all
}

private struct ScopedFilmsView: View {
    @Bindable var films: ScopedFilms
    var body: some View {
        NavigationStack {
            List(["Metropolis", "Casablanca"], id: \.self) { Text($0) }
                .navigationTitle("Films")
                .searchable(text: $films.query)
                .searchScopes($films.era, activation: .onSearchPresentation) {
                    Text("All").tag(Era.all)
                    Text("Silent").tag(Era.silent)
                    Text("Sound").tag(Era.sound)
                }
        }
    }
}

extension SearchableTests {
    @Test func scopesShowUnderTheFieldAndBindTheChosenTag() throws {
        let films = ScopedFilms()
        let hosted = Hosted(ScopedFilmsView(films: films), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let search = try #require(navigation.topViewController?.navigationItem.searchController)
        #expect(search.searchBar.scopeButtonTitles == ["All", "Silent", "Sound"])
        #expect(search.searchBar.selectedScopeButtonIndex == 0)
        #expect(search.scopeBarActivation == .onSearchActivation)
        search.searchBar.selectedScopeButtonIndex = 2
        search.searchResultsUpdater?.updateSearchResults(for: search)
        hosted.settle()
        #expect(films.era == .sound)
        films.era = .silent
        hosted.settle()
        #expect(search.searchBar.selectedScopeButtonIndex == 1, "the binding chooses the scope shown")
        #expect(SearchScopes.options(of: ForEach([Era.all, .sound], id: \.self) { Text("\($0)") }).map(\.title) == ["all", "sound"])
    }
}

private struct SuggestingFilmsView: View {
    @Bindable var films: Films
    var body: some View {
        NavigationStack {
            List(films.shown, id: \.self) { Text($0) }
                .navigationTitle("Films")
                .searchable(text: $films.query)
                .searchSuggestions {
                    Text("Try Metropolis").searchCompletion("Metropolis")
                    Text("Try Sunrise").searchCompletion("Sunrise")
                }
        }
    }
}

extension SearchableTests {
    @Test func suggestionsCoverTheContentWhileSearchingAndFillTheField() throws {
        let films = Films()
        let hosted = Hosted(SuggestingFilmsView(films: films), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(!hosted.texts.map(\.text).contains("Try Metropolis"), "no suggestions before the search starts")
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        let search = try #require(navigation.topViewController?.navigationItem.searchController)
        search.isActive = true
        hosted.settle()
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/suggestions.png"))
        }
        let suggestion = try #require(hosted.window.voiceOverOrder.first { $0.label == "Try Sunrise" })
        #expect(suggestion.traits.contains(.button))
        hosted.window.tap(at: suggestion.activationPoint)
        hosted.settle()
        #expect(films.query == "Sunrise")
        #expect(search.searchBar.text == "Sunrise")
        search.isActive = false
        hosted.settle()
        #expect(!hosted.texts.map(\.text).contains("Try Sunrise"), "the suggestions go when the search ends")
    }
}
