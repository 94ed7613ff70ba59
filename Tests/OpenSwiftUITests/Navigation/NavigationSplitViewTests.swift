import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Catalog {
    var genre: String?
    var film: String?
}

private struct TwoColumns: View {
    @Bindable var catalog: Catalog

    var body: some View {
        NavigationSplitView {
            List(["Metropolis", "Nosferatu"], id: \.self, selection: $catalog.film) { Text($0) }
                .navigationTitle("Films")
        } detail: {
            Text(catalog.film.map { "About \($0)" } ?? "Choose a film")
        }
    }
}

private struct ThreeColumns: View {
    @Bindable var catalog: Catalog

    var body: some View {
        NavigationSplitView {
            List(["Silent", "Noir"], id: \.self, selection: $catalog.genre) { Text($0) }
        } content: {
            List(["\(catalog.genre ?? "") 1", "\(catalog.genre ?? "") 2"], id: \.self, selection: $catalog.film) { Text($0) }
        } detail: {
            Text("Playing \(catalog.film ?? "nothing")")
        }
    }
}

@MainActor
@Suite(.manualClock) struct NavigationSplitViewTests {
    private func tapRow(_ label: String, in hosted: Hosted<some View>) throws {
        let row = try #require(hosted.window.voiceOverOrder.first { $0.label == label }, "\(label) shows")
        hosted.window.tap(at: row.activationPoint)
        hosted.settle()
    }

    @Test func collapsedAChoiceInTheSidebarPushesTheDetailAndBackShowsTheList() throws {
        let catalog = Catalog()
        let hosted = Hosted(TwoColumns(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(!hosted.window.voiceOverOrder.contains { $0.label == "Choose a film" }, "the sidebar shows first")
        try tapRow("Nosferatu", in: hosted)
        #expect(catalog.film == "Nosferatu")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "About Nosferatu" })
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        navigation.popViewController(animated: false)
        hosted.settle()
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Metropolis" })
    }

    @Test func threeColumnsPushTwice() throws {
        let catalog = Catalog()
        let hosted = Hosted(ThreeColumns(catalog: catalog), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try tapRow("Noir", in: hosted)
        try tapRow("Noir 2", in: hosted)
        #expect(catalog.genre == "Noir" && catalog.film == "Noir 2")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Playing Noir 2" })
    }
}
