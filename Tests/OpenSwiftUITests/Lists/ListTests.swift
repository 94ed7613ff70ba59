import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Counter {
    var made = Set<Int>()
}

@MainActor
@Suite(.manualClock) struct ListTests {
    private func collection(in hosted: Hosted<some View>) throws -> UICollectionView {
        try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
    }

    @Test func aHundredThousandRowsMakeOnlyTheRowsThatShow() throws {
        let counter = Counter()
        let list = List(0..<100_000) { index in
            let _ = counter.made.insert(index)
            Text("Row \(index)")
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfItems(inSection: 0) == 100_000)
        #expect(counter.made.count > 5 && counter.made.count < 60, "\(counter.made.count) rows made")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Row 0" })
    }

    @Test func sectionsHaveHeadersAndStaticRowsStandAlone() throws {
        let list = List {
            Section("Fruit") {
                Text("Apple")
                Text("Pear")
            }
            Section {
                ForEach(["Carrot", "Leek"], id: \.self) { Text($0) }
            } header: {
                Text("Vegetables")
            }
            Text("Loose row")
        }
        .listStyle(.insetGrouped)
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfSections == 3)
        #expect((0..<3).map { view.numberOfItems(inSection: $0) } == [2, 2, 1])
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        for expected in ["Fruit", "Apple", "Pear", "Vegetables", "Carrot", "Leek", "Loose row"] {
            #expect(labels.contains { $0.contains(expected) }, "\(expected) in \(labels)")
        }
    }

    @Test func linksInAListPushOntoTheStack() throws {
        let view = NavigationStack {
            List(["Metropolis", "Nosferatu"], id: \.self) { title in NavigationLink(title, value: title) }
                .navigationTitle("Films")
                .navigationDestination(for: String.self) { Text("About \($0)") }
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let link = try #require(hosted.window.voiceOverOrder.first { $0.label?.contains("Nosferatu") == true })
        hosted.window.tap(at: link.activationPoint)
        hosted.settle()
        let navigation = try #require(hosted.controller.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
    }
}

extension ListTests {
    @Test func sectionFootersShowUnderTheirRows() throws {
        let list = List {
            Section {
                Text("Wi-Fi")
            } header: {
                Text("Network")
            } footer: {
                Text("Connects automatically.")
            }
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 500), scale: 1)
        hosted.settle()
        let elements = hosted.window.voiceOverOrder
        let row = try #require(elements.first { $0.label == "Wi-Fi" })
        let footer = try #require(elements.first { $0.label == "Connects automatically." })
        #expect(footer.frame.minY >= row.frame.maxY)
    }
}
