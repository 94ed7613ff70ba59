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

/// Posters in an adaptive lazy grid under a navigation bar.
private struct PosterGrid: View {
    private let colours: [Color] = [.indigo, .teal, .orange, .pink, .green, .purple]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 12)], spacing: 12) {
                    Section {
                        ForEach(0..<18, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 14)
                                .fill(colours[index % colours.count].gradient)
                                .frame(height: 140)
                                .overlay(alignment: .bottomLeading) {
                                    Text("Film \(index + 1)").font(.caption.bold()).foregroundStyle(Color.white).padding(8)
                                }
                        }
                    } header: {
                        Text("Posters").font(.title3.bold()).frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Grid")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A queue in edit mode: delete buttons before the rows, reorder handles after them.
private struct EditingQueue: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Up Next") {
                    ForEach(["Metropolis", "Nosferatu", "Sunrise", "The General"], id: \.self) { Text($0) }
                        .onDelete { _ in }
                        .onMove { _, _ in }
                }
                Section("Watched") {
                    Text("Safety Last!")
                }
            }
            .navigationTitle("Queue")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct ListGalleryTests {
    @Test func filmsList() {
        assertSnapshot(of: FilmsScreen(), as: .image(layout: .fixed(width: 390, height: 640), traits: UITraitCollection(displayScale: 2)))
    }

    @Test func posterGrid() {
        assertSnapshot(of: PosterGrid(), as: .image(layout: .fixed(width: 390, height: 640), traits: UITraitCollection(displayScale: 2)))
    }

    @Test func editingQueue() {
        assertSnapshot(of: EditingQueue(), as: .image(layout: .fixed(width: 390, height: 560), traits: UITraitCollection(displayScale: 2)))
    }

    @Test func selectionAndRowModifiers() {
        assertSnapshot(of: SelectionScreen(), as: .image(layout: .fixed(width: 390, height: 480), traits: UITraitCollection(displayScale: 2)))
    }
}
