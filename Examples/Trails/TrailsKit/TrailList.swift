import OpenUIKitShim

/// Every trail, filtered to the favourites on request, each opening its detail.
public struct TrailList: View {
    @Environment(TrailStore.self) private var store
    @State private var favoritesOnly = false

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Toggle("Favorites only", isOn: $favoritesOnly)
                ForEach(store.trails(favoritesOnly: favoritesOnly)) { trail in
                    NavigationLink {
                        TrailDetail(trail: trail)
                    } label: {
                        TrailRow(trail: trail)
                    }
                }
            }
            .animation(.default, value: favoritesOnly)
            .navigationTitle("Trails")
        }
    }
}

#Preview("Trails") {
    TrailList()
        .environment(TrailStore())
}
