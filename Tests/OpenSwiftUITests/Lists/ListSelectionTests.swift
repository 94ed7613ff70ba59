import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Chosen {
    var film: String?
    var films: Set<Int> = []
}

@MainActor
@Suite(.manualClock) struct ListSelectionTests {
    private func collection(in hosted: Hosted<some View>) throws -> UICollectionView {
        try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
    }

    private func tapRow(_ item: Int, section: Int = 0, in hosted: Hosted<some View>) throws {
        let view = try collection(in: hosted)
        let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: section)))
        let frame = cell.convert(cell.bounds, to: nil)
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()
    }

    @Test func aTapSelectsOneRowByItsIdAndTheBindingSelectsRows() throws {
        let chosen = Chosen()
        let list = List(["Metropolis", "Nosferatu", "Sunrise"], id: \.self, selection: Binding(get: { chosen.film }, set: { chosen.film = $0 })) {
            Text($0)
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try tapRow(1, in: hosted)
        #expect(chosen.film == "Nosferatu")
        let view = try collection(in: hosted)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        try tapRow(2, in: hosted)
        #expect(chosen.film == "Sunrise")
        chosen.film = "Metropolis"
        hosted.settle()
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the binding's value shows as the selected row")
        chosen.film = "Not in the list"
        hosted.settle()
        #expect((view.indexPathsForSelectedItems ?? []).isEmpty)
    }

    @Test func taggedRowsMakeUpASetSelection() throws {
        let chosen = Chosen()
        let list = List(selection: Binding(get: { chosen.films }, set: { chosen.films = $0 })) {
            Text("One").tag(1)
            Text("Two").tag(2)
            Text("Untagged")
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try tapRow(0, in: hosted)
        try tapRow(1, in: hosted)
        #expect(chosen.films == [1, 2])
        try tapRow(0, in: hosted)
        #expect(chosen.films == [2], "a second tap takes the row out")
        try tapRow(2, in: hosted)
        #expect(chosen.films == [2], "an untagged row selects nothing")
    }

    @Test func aListWithoutASelectionKeepsNoRowSelected() throws {
        let hosted = Hosted(List { Text("A"); Text("B") }, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        try tapRow(0, in: hosted)
        #expect(try collection(in: hosted).indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func rowModifiersSetInsetsBackgroundsAndSeparators() throws {
        let list = List {
            Text("Edge to edge").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Text("Yellow").listRowBackground(Color.yellow).listRowSeparator(.hidden)
            Text("Plain")
            Text("Last")
        }
        .listStyle(.plain)
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let edge = try #require(hosted.texts.first { $0.text == "Edge to edge" })
        let plain = try #require(hosted.texts.first { $0.text == "Plain" })
        #expect(edge.frame.minX < 2 && plain.frame.minX >= 16, "\(edge.frame) \(plain.frame)")
        let view = try collection(in: hosted)
        let yellowCell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let middle = Int(yellowCell.convert(yellowCell.bounds, to: nil).midY)
        let yellow = hosted.pixels(inRow: middle) { $0.red > 200 && $0.green > 180 && $0.blue < 60 }
        #expect(yellow > 250, "the row's background is yellow across: \(yellow)")
        func separatorPixels(below item: Int) throws -> Int {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)))
            let y = Int(cell.convert(cell.bounds, to: nil).maxY) - 1
            return hosted.pixels(inRow: y) { abs(Int($0.red) - Int($0.blue)) < 12 && $0.red > 150 && $0.red < 235 }
        }
        #expect(try separatorPixels(below: 0) < 20, "the yellow row hides the line above it")
        #expect(try separatorPixels(below: 1) < 20, "and the one below")
        #expect(try separatorPixels(below: 2) > 200, "other rows keep theirs")
    }
}
