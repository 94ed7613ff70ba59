import Foundation
import OpenSwiftUI

/// The SwiftUI film catalog: the UIKit catalog's films, favourites and settings as a
/// SwiftUI app on the floating glass tab bar.
struct FilmCatalogView: View {
    @Bindable var model: CatalogModel

    var body: some View {
        TabView(selection: $model.tab) {
            Tab("Films", systemImage: "film", value: CatalogModel.CatalogTab.films) {
                CatalogFilmsTab(model: model)
            }
            Tab("Favourites", systemImage: "star.fill", value: CatalogModel.CatalogTab.favourites) {
                CatalogFavouritesTab(model: model)
            }
            .badge(model.favourites.count)
            Tab("Settings", systemImage: "gearshape", value: CatalogModel.CatalogTab.settings) {
                CatalogSettingsForm(model: model)
            }
        }
    }
}

/// A film's row: its favourite mark, its title and its year.
struct CatalogFilmRow: View {
    let film: FilmRow

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: film.isFavourite ? "heart.fill" : "star.fill")
                .foregroundStyle(film.isFavourite ? Color.pink : Color.gray)
            VStack(alignment: .leading, spacing: 2) {
                Text(film.title)
                Text(String(film.year)).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .contextMenu {
            Button(film.isFavourite ? "Remove from Favourites" : "Add to Favourites", systemImage: film.isFavourite ? "heart.slash" : "heart") {
                film.isFavourite.toggle()
            }
            Button("Copy Title", systemImage: "doc.on.doc") { UIPasteboard.general.string = film.title }
        }
    }
}
