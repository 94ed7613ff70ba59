import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// A settings-like list in a navigation stack, kept as a reference image.
private struct FilmsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Now Showing") {
                    ForEach(["Metropolis", "Nosferatu", "Sunrise"], id: \.self) { title in
                        NavigationLink(value: title) { Label(title, systemImage: "film") }
                    }
                }
                Section("Settings") {
                    Toggle("Downloads only", isOn: .constant(true))
                    Stepper("Copies: 2", value: .constant(2))
                }
            }
            .navigationTitle("Films")
        }
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct ListGalleryTests {
    @Test func filmsList() {
        assertSnapshot(of: FilmsScreen(), as: .image(layout: .fixed(width: 390, height: 640), traits: UITraitCollection(displayScale: 2)))
    }
}
