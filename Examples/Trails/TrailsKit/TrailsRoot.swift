import OpenUIKitShim

/// The app's two tabs: the trails and the hiker's profile.
public struct TrailsRoot: View {
    public init() {}

    public var body: some View {
        TabView {
            TrailList()
                .tabItem { Label("Trails", systemImage: "map") }
            ProfileForm()
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
        }
    }
}

#Preview("Trails app") {
    TrailsRoot()
        .environment(TrailStore())
}
