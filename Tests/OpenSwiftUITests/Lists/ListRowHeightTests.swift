import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Rows are at least `defaultMinListRowHeight` tall (44 points unless the environment says
/// otherwise) and whole pixels tall, so every row below stays on the pixel grid.
@MainActor
@Suite(.manualClock) struct ListRowHeightTests {
    private func rowHeights(_ view: some View, scale: CGFloat = 3) throws -> [CGFloat] {
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: scale)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        return collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0)?.frame.height }
    }

    @Test func shortRowsAreFortyFourPointsTall() throws {
        let heights = try rowHeights(List(0..<20) { Label("Row \($0)", systemImage: "star") })
        #expect(heights.count > 10)
        #expect(heights.allSatisfy { $0 == 44 }, "\(heights)")
    }

    @Test func theEnvironmentSetsTheLeastHeight() throws {
        let list = List(0..<20) { Text("Row \($0)") }.environment(\.defaultMinListRowHeight, 60)
        let heights = try rowHeights(list)
        #expect(heights.allSatisfy { $0 == 60 }, "\(heights)")
    }

    @Test func tallRowsKeepTheirHeightInWholePixels() throws {
        let list = List(0..<20) { index in
            VStack(alignment: .leading) {
                Text("Film \(index)")
                Text("1930").font(.subheadline)
            }
        }
        for scale: CGFloat in [2, 3] {
            let heights = try rowHeights(list, scale: scale)
            #expect(heights.allSatisfy { $0 > 44 }, "\(heights)")
            #expect(heights.allSatisfy { ($0 * scale).rounded() == $0 * scale }, "whole pixels at \(scale)x: \(heights)")
        }
    }

    @Test func aLeastHeightThatIsNotANumberOrNegativeIsNone() throws {
        for bad: CGFloat in [.nan, -20, .infinity] {
            let list = List(0..<20) { Text("Row \($0)").font(.caption2) }.environment(\.defaultMinListRowHeight, bad)
            let heights = try rowHeights(list)
            #expect(!heights.isEmpty && heights.allSatisfy { $0 > 0 && $0 < 44 }, "\(bad): \(heights)")
        }
    }

    @Test func hugeLeastHeightsLayOutWithoutCrashing() throws {
        for huge: CGFloat in [1e6, 1e308, .greatestFiniteMagnitude] {
            let list = List(0..<5) { Text("Row \($0)") }
                .environment(\.defaultMinListRowHeight, huge)
                .environment(\.defaultMinListHeaderHeight, huge)
            let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 3)
            hosted.settle()
            _ = hosted.window.renderedImage()
            let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
            let heights = collection.indexPathsForVisibleItems.compactMap { collection.cellForItem(at: $0)?.frame.height }
            #expect(heights.allSatisfy { $0.isFinite }, "\(huge): \(heights)")
            #expect(collection.contentSize.height.isFinite)
        }
    }

    @Test func headersKeepTheLeastHeaderHeight() throws {
        let list = List {
            Section("Films") { Text("Metropolis") }
        }
        .listStyle(.insetGrouped)
        .environment(\.defaultMinListHeaderHeight, 80)
        let hosted = Hosted(list, size: CGSize(width: 390, height: 844), scale: 3)
        hosted.settle()
        let collection = try #require(hosted.drawnViews.compactMap { $0.view as? UICollectionView }.first)
        let header = try #require(collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.height >= 80, "\(header.frame)")
    }
}
