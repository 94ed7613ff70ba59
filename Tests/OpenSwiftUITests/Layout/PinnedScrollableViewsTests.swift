import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Pinned section headers and footers of lazy stacks.
@MainActor
@Suite(.manualClock) struct PinnedScrollableViewsTests {
    /// Ten sections of 20 rows 50 points high, headers 30 high with a red ground and
    /// footers 20 high: each section is 1,050 points long.
    private func stack(_ pinned: PinnedScrollableViews) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<10, id: \.self) { section in
                    Section {
                        ForEach(0..<20, id: \.self) { row in Text("Row \(section).\(row)").frame(height: 50) }
                    } header: {
                        Text("Header \(section)").frame(maxWidth: .infinity).frame(height: 30).background(Color.red)
                    } footer: {
                        Text("Footer \(section)").frame(height: 20)
                    }
                }
            }
        }
    }

    private func frame(of text: String, in hosted: Hosted<some View>) -> CGRect? {
        hosted.texts.first { $0.text == text }?.frame
    }

    private func scroll(_ hosted: Hosted<some View>, to y: CGFloat) throws {
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        scroller.contentOffset = CGPoint(x: 0, y: y)
        hosted.settle()
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
        let hosted = Hosted(stack(.sectionHeaders), size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        #expect(abs((frame(of: "Header 0", in: hosted)?.midY ?? -1) - 15) < 1)
        try scroll(hosted, to: 500)
        let header = try #require(frame(of: "Header 0", in: hosted), "the header is still made, far above its natural place")
        #expect(abs(header.midY - 15) < 1, "pinned at the top: \(header)")
        // It is drawn over the rows: the top of the window is red.
        #expect(hosted.redPixels(inRow: 2) > 250)
    }

    @Test func theNextHeaderPushesThePinnedOneAway() throws {
        let hosted = Hosted(stack(.sectionHeaders), size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        // Section 1's header starts at 1,050; at 1,040 it is 10 points below the top, and
        // section 0's header (30 high) ends where section 0's rows and footer end.
        try scroll(hosted, to: 1_040)
        let first = try #require(frame(of: "Header 0", in: hosted))
        let second = try #require(frame(of: "Header 1", in: hosted))
        #expect(abs(second.midY - 25) < 1, "its top 10 points down: \(second)")
        #expect(abs(first.midY + 5) < 1, "pushed up by the section's end: \(first)")
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/pinned-headers.png"))
        }
        try scroll(hosted, to: 1_500)
        #expect(abs((frame(of: "Header 1", in: hosted)?.midY ?? -1) - 15) < 1)
        #expect(frame(of: "Header 0", in: hosted).map { $0.maxY <= 0 } ?? true, "the old header has left")
    }

    @Test func pinnedFootersStayAtTheBottom() throws {
        let hosted = Hosted(stack(.sectionFooters), size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        let footer = try #require(frame(of: "Footer 0", in: hosted), "made though its natural place is far below")
        #expect(abs(footer.maxY - 400) < 1, "pinned at the bottom: \(footer)")
        try scroll(hosted, to: 900)
        // Section 0 ends at 1,050, 150 points below the top: its footer sits in its place.
        #expect(abs((frame(of: "Footer 0", in: hosted)?.maxY ?? -1) - 150) < 1)
    }

    @Test func withoutPinnedViewsHeadersScrollAway() throws {
        let hosted = Hosted(stack([]), size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        try scroll(hosted, to: 500)
        #expect(frame(of: "Header 0", in: hosted).map { $0.maxY <= 0 } ?? true)
    }

    @Test func aLazyGridPinsItsSectionHeadersToo() throws {
        let grid = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<5, id: \.self) { section in
                    Section {
                        ForEach(0..<40, id: \.self) { cell in Text("Cell \(section).\(cell)").frame(height: 50) }
                    } header: {
                        Text("Header \(section)").frame(maxWidth: .infinity).frame(height: 30).background(Color.red)
                    }
                }
            }
        }
        let hosted = Hosted(grid, size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        // A section is 30 + 20 lines of 50 = 1,030 points long.
        try scroll(hosted, to: 600)
        #expect(abs((frame(of: "Header 0", in: hosted)?.midY ?? -1) - 15) < 1)
        let cell = try #require(frame(of: "Cell 0.25", in: hosted), "cells in two columns")
        #expect(cell.midX > 150, "an odd cell in the right column: \(cell)")
        try scroll(hosted, to: 1_020)
        #expect(abs((frame(of: "Header 1", in: hosted)?.midY ?? -1) - 25) < 1, "the next header 10 points down")
        #expect(abs((frame(of: "Header 0", in: hosted)?.midY ?? -1) + 5) < 1, "pushing the pinned one up")
    }

    @Test func aHorizontalStackPinsItsHeadersAtTheLeadingEdge() throws {
        let row = ScrollView(.horizontal) {
            LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<4, id: \.self) { section in
                    Section {
                        ForEach(0..<20, id: \.self) { item in Text("\(section).\(item)").frame(width: 50, height: 40) }
                    } header: {
                        Text("H\(section)").frame(width: 40, height: 40).background(Color.red)
                    }
                }
            }
        }
        let hosted = Hosted(row, size: CGSize(width: 300, height: 60), scale: 1)
        hosted.settle()
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        scroller.contentOffset = CGPoint(x: 500, y: 0)
        hosted.settle()
        #expect(abs((frame(of: "H0", in: hosted)?.midX ?? -1) - 20) < 1, "pinned at the leading edge")
        // Section 0 is 40 + 20 × 50 = 1,040 points wide: at 1,020 its header is pushed 20 points off.
        scroller.contentOffset = CGPoint(x: 1_020, y: 0)
        hosted.settle()
        #expect(abs((frame(of: "H0", in: hosted)?.midX ?? -1) - 0) < 1)
        #expect(abs((frame(of: "H1", in: hosted)?.midX ?? -1) - 40) < 1)
    }
}
