import Foundation
import OpenSwiftUI

/// The films tab: every decade's films in a searchable list; a film pushes its detail, and
/// the detail's button opens its card in a sheet.
struct CatalogFilmsTab: View {
    @Bindable var model: CatalogModel

    var body: some View {
        NavigationStack(path: $model.path) {
            List {
                ForEach(model.decades, id: \.decade) { group in
                    Section("The \(String(group.decade))s") {
                        ForEach(group.films) { film in
                            NavigationLink(value: film.id) { CatalogFilmRow(film: film) }
                                .swipeActions(edge: .leading) {
                                    Button(film.isFavourite ? "Unstar" : "Star", systemImage: film.isFavourite ? "star.slash" : "star") {
                                        film.isFavourite.toggle()
                                    }
                                    .tint(.yellow)
                                }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Films")
            .searchable(text: $model.search, prompt: "Search films")
            .navigationDestination(for: Int.self) { id in
                if let film = model.film(id: id) { CatalogFilmDetail(film: film, model: model) }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Decades", systemImage: "calendar") { model.showsDecades = true }
                        .popover(isPresented: $model.showsDecades) {
                            CatalogDecadesList(model: model).presentationCompactAdaptation(.popover)
                        }
                }
            }
        }
        .sheet(item: $model.sheetFilm) { film in
            CatalogFilmCard(film: film)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

/// A pushed film: a poster, its year and two buttons.
struct CatalogFilmDetail: View {
    let film: FilmRow
    let model: CatalogModel

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 24)
                    .fill(LinearGradient(colors: [.indigo, .teal], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 220)
                    .overlay {
                        Image(systemName: "film").font(.system(size: 64)).foregroundStyle(Color.white)
                    }
                Text(String(film.year)).font(.title3).foregroundStyle(.secondary)
                Button(film.isFavourite ? "Remove from Favourites" : "Add to Favourites",
                       systemImage: film.isFavourite ? "heart.slash" : "heart") {
                    film.isFavourite.toggle()
                }
                .buttonStyle(.borderedProminent)
                Button("Show Card") { model.sheetFilm = film }
                    .buttonStyle(.bordered)
            }
            .padding()
        }
        .navigationTitle(film.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A film's card in the sheet, over the sheet's glass.
struct CatalogFilmCard: View {
    let film: FilmRow

    var body: some View {
        VStack(spacing: 12) {
            Text(film.title).font(.title2)
            Text(String(film.year)).font(.subheadline).foregroundStyle(.secondary)
            Button(film.isFavourite ? "Remove from Favourites" : "Add to Favourites") { film.isFavourite.toggle() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.top, 16)
        }
        .padding(.top, 36)
        .padding(.horizontal, 24)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// The decades in a popover: a tap searches for nothing and closes it (the list starts at
/// the decade's films when scrolled there).
struct CatalogDecadesList: View {
    let model: CatalogModel

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(model.decades.map(\.decade), id: \.self) { decade in
                Button("The \(String(decade))s") { model.showsDecades = false }
            }
        }
        .padding(20)
    }
}
