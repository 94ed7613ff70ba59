import OpenUIKitShim
import TrailsKit

/// A hiking trails app of the kind Apple's SwiftUI tutorials build: a list over a JSON
/// model with photos, a detail screen with a favourite toggle, a profile form, two tabs.
@main
struct TrailsApp: App {
    @State private var store = TrailStore()

    var body: some Scene {
        WindowGroup {
            TrailsRoot()
                .environment(store)
        }
    }
}
