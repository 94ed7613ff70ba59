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

/// A list with a selected row, a row edge to edge, a tinted row without separators.
private struct SelectionScreen: View {
    var body: some View {
        List(selection: .constant(Optional("Nosferatu"))) {
            ForEach(["Metropolis", "Nosferatu", "Sunrise"], id: \.self) { Text($0) }
            RoundedRectangle(cornerRadius: 0).fill(Color.indigo).frame(height: 60)
                .listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Text("Now showing").listRowBackground(Color.yellow).listRowSeparator(.hidden)
            Text("Coming soon")
        }
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct ListGalleryTests {
    @Test func filmsList() {
        assertSnapshot(of: FilmsScreen(), as: .image(layout: .fixed(width: 390, height: 640), traits: UITraitCollection(displayScale: 2)))
    }

    @Test func selectionAndRowModifiers() {
        assertSnapshot(of: SelectionScreen(), as: .image(layout: .fixed(width: 390, height: 480), traits: UITraitCollection(displayScale: 2)))
    }
}
