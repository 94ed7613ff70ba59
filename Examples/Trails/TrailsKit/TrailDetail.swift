import OpenUIKitShim

/// A trail's photo, figures and description, with a button that marks it a favourite.
struct TrailDetail: View {
    @Environment(TrailStore.self) private var store
    let trail: Trail

    private var index: Int? { store.trails.firstIndex { $0.id == trail.id } }

    var body: some View {
        @Bindable var store = store
        ScrollView {
            trail.image
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(height: 220)
                .clipped()
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Text(trail.name)
                        .font(.title)
                    if let index {
                        FavoriteButton(isSet: $store.trails[index].isFavorite)
                    }
                }
                HStack {
                    Label(String(format: "%.1f km", trail.lengthKilometers), systemImage: "figure.walk")
                    Spacer()
                    Label("\(trail.elevationGain) m", systemImage: "arrow.up.right")
                    Spacer()
                    Text(trail.difficulty.rawValue.capitalized)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(.thinMaterial, in: .capsule)
                }
                .font(.subheadline)
                Divider()
                Text("About \(trail.name)")
                    .font(.headline)
                Text(trail.summary)
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A star that turns a trail's favourite mark on and off.
struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

#Preview("Trail detail") {
    let store = TrailStore()
    NavigationStack {
        TrailDetail(trail: store.trails[2])
    }
    .environment(store)
}
