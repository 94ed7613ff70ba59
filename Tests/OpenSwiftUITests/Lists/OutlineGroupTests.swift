import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private struct Genre: Identifiable {
    let name: String
    var subgenres: [Genre]?
    var id: String { name }
}

private let genres = [
    Genre(name: "Drama", subgenres: [Genre(name: "Melodrama"), Genre(name: "Noir", subgenres: [Genre(name: "Neo-noir")])]),
    Genre(name: "Comedy", subgenres: [Genre(name: "Slapstick")]),
    Genre(name: "Documentary"),
]

@MainActor
@Suite(.manualClock) struct OutlineGroupTests {
    @Test func aTreeListShowsTheTopRowsAndUnfoldsChildren() throws {
        let hosted = Hosted(List(genres, children: \.subgenres) { Text($0.name) }, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(!hosted.window.voiceOverOrder.contains { $0.label == "Melodrama" }, "children start folded")
        let drama = try #require(hosted.window.voiceOverOrder.first { $0.label == "Drama" })
        #expect(drama.traits.contains(.button))
        #expect(!hosted.window.voiceOverOrder.contains { $0.label == "Documentary" && $0.traits.contains(.button) }, "a leaf is no group")
        hosted.window.tap(at: drama.activationPoint)
        hosted.settle()
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/outline.png"))
        }
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        #expect(labels.contains("Melodrama") && labels.contains("Noir"))
        #expect(!labels.contains("Neo-noir"), "grandchildren stay folded in their own group")
    }

    @Test func anOutlineOfOneRootOutsideAList() throws {
        let view = ScrollView { OutlineGroup(genres[1], children: \.subgenres) { Text($0.name) } }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 400), scale: 1)
        hosted.settle()
        let comedy = try #require(hosted.window.voiceOverOrder.first { $0.label == "Comedy" })
        hosted.window.tap(at: comedy.activationPoint)
        hosted.settle()
        #expect(hosted.texts.map(\.text).contains("Slapstick"))
    }
}
