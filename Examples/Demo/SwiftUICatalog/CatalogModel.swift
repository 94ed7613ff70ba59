import Foundation
import Observation
import OpenSwiftUI

/// What the SwiftUI catalog shows and edits: the same `@Observable` films as the UIKit
/// catalog, the tab, the navigation path, the search, the card in the sheet, and the settings.
@Observable
final class CatalogModel {
    enum CatalogTab: Hashable { case films, favourites, settings }
    enum Quality: String, CaseIterable, Identifiable {
        case standard = "Standard", high = "High", best = "Best"
        var id: Self { self }
    }

    let films: [FilmRow]
    var tab = CatalogTab.films
    /// The ids of the films pushed on the films tab's stack.
    var path: [Int] = []
    var search = ""
    /// The film whose card shows in the sheet.
    var sheetFilm: FilmRow?
    var confirmsClearing = false
    var showsDecades = false

    var downloadsOnly = true
    var quality = Quality.high
    var volume = 0.6
    var copies = 2
    var accent = Color.orange
    var nickname = "Ada"
    var password = "hunter2"
    /// Noon on 1 January 2027 (UTC): a fixed date, so the headless frames are the same on
    /// every day and in every time zone.
    var dueDate = Date(timeIntervalSince1970: 1_798_804_800)

    init(films: [FilmRow] = FilmRow.catalog()) {
        self.films = films
    }

    /// The decades that have films matching the search, with those films.
    var decades: [(decade: Int, films: [FilmRow])] {
        let query = search.trimmingCharacters(in: .whitespaces)
        let matching = query.isEmpty ? films : films.filter { $0.title.localizedCaseInsensitiveContains(query) }
        return Dictionary(grouping: matching) { $0.year / 10 * 10 }
            .sorted { $0.key < $1.key }
            .map { (decade: $0.key, films: $0.value) }
    }

    var favourites: [FilmRow] { films.filter(\.isFavourite) }

    func film(id: Int) -> FilmRow? { films.indices.contains(id) ? films[id] : nil }
}

extension FilmRow: Identifiable {}
