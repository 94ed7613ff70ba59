import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class MadeCells {
    var cells = Set<Int>()
}

@MainActor
@Suite(.manualClock) struct LazyGridTests {
    private func text(_ string: String, in hosted: Hosted<some View>) -> CGRect? {
        hosted.drawnViews.first { ($0.view as? TextView)?.attributedText?.string == string }?.frame
    }

    @Test func tracksShareTheWidthByTheirKinds() {
        let fixed = GridTracks(items: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], length: 400)
        #expect(fixed.tracks.map(\.length) == [100, 234, 50])
        #expect(fixed.tracks.map(\.offset) == [0, 108, 350])
        let adaptive = GridTracks(items: [GridItem(.adaptive(minimum: 100), spacing: 10)], length: 330)
        #expect(adaptive.count == 3, "three of at least 100 fit in 330 with 10 between")
        #expect(adaptive.tracks.allSatisfy { abs($0.length - 103.333) < 0.01 })
        let narrow = GridTracks(items: [GridItem(.adaptive(minimum: 100))], length: 40)
        #expect(narrow.count == 1 && narrow.tracks[0].length == 100, "one track, at its minimum, when none fits")
    }

    @Test func badGridItemsAreClamped() {
        let bad = GridTracks(items: [GridItem(.fixed(.nan)), GridItem(.flexible(minimum: -5, maximum: .nan)),
                                     GridItem(.adaptive(minimum: 0)), GridItem(.fixed(.infinity), spacing: .nan)], length: .infinity)
        #expect(bad.tracks.allSatisfy { $0.length.isFinite && $0.length >= 0 && $0.offset.isFinite })
        let many = GridTracks(items: [GridItem(.adaptive(minimum: 0, maximum: 0), spacing: 0)], length: 1_000_000)
        #expect(many.count == GridTracks.maximumTracks)
        #expect(GridTracks(items: [], length: 300).count == 0)
    }

    @Test func anAdaptiveGridMakesOnlyTheRowsThatShowAndLaysCellsInColumns() throws {
        let made = MadeCells()
        let grid = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 10) {
                ForEach(0..<9_000, id: \.self) { index in
                    let _ = made.cells.insert(index)
                    Text("Cell \(index)").frame(height: 90)
                }
            }
        }
        let hosted = Hosted(grid, size: CGSize(width: 340, height: 600), scale: 1)
        hosted.settle()
        #expect(made.cells.count < 150, "\(made.cells.count) cells made")
        let first = try #require(text("Cell 0", in: hosted)), second = try #require(text("Cell 1", in: hosted))
        let fourth = try #require(text("Cell 3", in: hosted))
        #expect(abs(first.midY - second.midY) < 1 && second.midX > first.midX, "cells 0 and 1 share a row")
        #expect(abs(fourth.midX - first.midX) < 1 && abs(fourth.midY - first.midY - 100) < 1, "three columns: cell 3 starts the second row")
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        #expect(abs(scroller.contentSize.height - (3_000 * 100 - 10)) < 1, "3,000 rows of 90 with 10 between")
        scroller.contentOffset = CGPoint(x: 0, y: 150_000)
        hosted.settle()
        #expect(made.cells.contains(4_500) && made.cells.count < 400, "\(made.cells.count) cells made")
    }

    @Test func aHorizontalGridFillsItsRowsAndSectionHeadersSpanIt() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 6) {
            Section {
                ForEach(0..<5, id: \.self) { Text("H\($0)").frame(width: 60) }
            } header: {
                Text("Header")
            }
        }
        let hosted = Hosted(grid, size: CGSize(width: 600, height: 200), scale: 1)
        hosted.settle()
        let zero = try #require(text("H0", in: hosted)), one = try #require(text("H1", in: hosted)), two = try #require(text("H2", in: hosted))
        #expect(abs(zero.midX - one.midX) < 1 && one.midY > zero.midY, "the first column holds cells 0 and 1")
        #expect(abs(two.midX - zero.midX - 66) < 1, "the next column, 60 points wide and 6 on")
        let header = try #require(text("Header", in: hosted))
        #expect(header.maxX <= zero.minX, "the header comes first")
    }
}
