import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Modifiers written around a `ForEach`, a `Section` or a group in a list, and the spacing
/// between sections.
@MainActor
@Suite(.manualClock) struct ListModifiedContentTests {
    private func collection(in hosted: Hosted<some View>) throws -> UICollectionView {
        try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
    }

    @Test func aModifierAroundAForEachModifiesEachRow() throws {
        let list = List {
            ForEach(["Alien", "Brazil", "Casablanca"], id: \.self) { Text($0) }
                .listRowBackground(Color.red)
                .foregroundStyle(.blue)
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 400), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfItems(inSection: 0) == 3, "three rows, not one row holding the three")
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        #expect(labels.filter { ["Alien", "Brazil", "Casablanca"].contains($0) }.count == 3, "\(labels)")
        // Each row's background is the red the modifier asked for.
        for item in 0..<3 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)))
            let rowMiddle = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: hosted.window).y
            #expect(hosted.redPixels(inRow: Int(rowMiddle)) > 200, "row \(item) is red")
        }
    }

    @Test func aModifierAroundASectionReachesItsRowsAndHeader() throws {
        let list = List {
            Section("Kept") {
                Text("One")
                Text("Two")
            }
            .listRowSeparator(.hidden)
            Section("Plain") { Text("Three") }
        }
        .listStyle(.insetGrouped)
        let hosted = Hosted(list, size: CGSize(width: 390, height: 500), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 0) == 2)
        let labels = hosted.window.voiceOverOrder.compactMap(\.label)
        #expect(labels.contains("Kept") && labels.contains("One") && labels.contains("Two"), "\(labels)")
    }

    @Test func aModifierAroundOneRowStaysThatRow() throws {
        let list = List {
            Text("Solo").listRowBackground(Color.green)
            Text("Other")
        }
        let hosted = Hosted(list, size: CGSize(width: 390, height: 300), scale: 1)
        hosted.settle()
        #expect(try collection(in: hosted).numberOfItems(inSection: 0) == 2)
    }

    private func sectionGap(_ list: some View) throws -> CGFloat {
        let hosted = Hosted(list.listStyle(.insetGrouped), size: CGSize(width: 390, height: 700), scale: 1)
        hosted.settle()
        let view = try collection(in: hosted)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        let second = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1))).frame
        return second.minY - first.maxY
    }

    private func twoSections() -> some View {
        Group {
            Section { Text("A") }
            Section { Text("B") }
        }
    }

    @Test func sectionSpacingSetsTheGapBetweenSections() throws {
        let standard = try sectionGap(List { twoSections() })
        #expect(abs(standard - 35) < 0.5, "grouped sections are 35 points apart: \(standard)")
        #expect(abs(try sectionGap(List { twoSections() }.listSectionSpacing(.compact)) - 20) < 0.5)
        #expect(abs(try sectionGap(List { twoSections() }.listSectionSpacing(5)) - 5) < 0.5)
        #expect(abs(try sectionGap(List { twoSections() }.listSectionSpacing(.default)) - standard) < 0.5)
    }

    @Test func aSectionsOwnSpacingOverridesTheListsAndNeighboursAverage() throws {
        let own = List {
            Section { Text("A") }
            Section { Text("B") }.listSectionSpacing(10)
        }.listSectionSpacing(30)
        #expect(abs(try sectionGap(own) - 10) < 0.5, "a section's spacing over the list's")
        let both = List {
            Section { Text("A") }.listSectionSpacing(10)
            Section { Text("B") }.listSectionSpacing(30)
        }
        #expect(abs(try sectionGap(both) - 20) < 0.5, "different spacings meet halfway")
    }

    @Test func badSpacingIsTakenAsNone() throws {
        for bad in [CGFloat.nan, -.infinity, -40, .infinity] {
            #expect(try sectionGap(List { twoSections() }.listSectionSpacing(bad)) == 0, "\(bad)")
        }
    }
}
