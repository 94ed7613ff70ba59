import Foundation
import OpenSwiftUI

/// The favourites tab: the starred films (swipe or edit to unstar one), and a trash
/// button that asks before clearing.
struct CatalogFavouritesTab: View {
    @Bindable var model: CatalogModel

    var body: some View {
        NavigationStack {
            List {
                if model.favourites.isEmpty {
                    Text("Star a film in the list to keep it here.").foregroundStyle(.secondary)
                }
                ForEach(model.favourites) { film in CatalogFilmRow(film: film) }
                    .onDelete { offsets in
                        let unstarred = offsets.map { model.favourites[$0] }
                        for film in unstarred { film.isFavourite = false }
                    }
            }
            .navigationTitle("Favourites")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear", systemImage: "trash") { model.confirmsClearing = true }
                }
            }
            .alert("Clear Favourites?", isPresented: $model.confirmsClearing) {
                Button("Cancel", role: .cancel) {}
                Button("Clear", role: .destructive) {
                    for film in model.favourites { film.isFavourite = false }
                }
            } message: {
                Text("Stars come off every film in the list.")
            }
        }
    }
}
