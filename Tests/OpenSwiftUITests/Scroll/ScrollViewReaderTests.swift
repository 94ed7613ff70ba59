import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// Hands a reader's proxy to the test.
@MainActor private final class ProxyHolder {
    var proxy: ScrollViewProxy?
}

private struct Rows<Container: View>: View {
    let holder: ProxyHolder
    @ViewBuilder let container: () -> Container

    var body: some View {
        ScrollViewReader { proxy in
            let _ = holder.proxy = proxy
            ScrollView { container() }
        }
    }
}

@MainActor
@Suite(.manualClock) struct ScrollViewReaderTests {
    private func host(_ view: some View) -> Hosted<some View> {
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        return hosted
    }

    private func offset(in hosted: Hosted<some View>) throws -> CGFloat {
        try #require(hosted.drawnViews.compactMap { $0.view as? UIScrollView }.first).contentOffset.y
    }

    @Test func scrollingToARowOfAForEachLinesItUpWithTheAnchor() throws {
        let holder = ProxyHolder()
        let hosted = host(Rows(holder: holder) {
            VStack {
                ForEach(0..<100, id: \.self) { Text("Row \($0)").frame(height: 40).id($0) }
            }
        })
        try #require(holder.proxy).scrollTo(50, anchor: .top)
        hosted.settle()
        #expect(try offset(in: hosted) == 50 * 48)
    }

    @Test func scrollingToARowALazyStackHasNotMadeMakesItAndTheRowsAroundIt() throws {
        let holder = ProxyHolder()
        let hosted = host(Rows(holder: holder) {
            LazyVStack {
                ForEach(0..<10_000, id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
        })
        try #require(holder.proxy).scrollTo(5000, anchor: .top)
        hosted.settle()
        #expect(try offset(in: hosted) == 5000 * 48)
        let shown = hosted.texts.map(\.text)
        #expect(shown.contains("Row 5,000"))
        #expect(shown.count < 120, "a bounded number of rows: \(shown.count)")
    }

    @Test func lazyRowsAreFoundByTheirElementsIdsNotTheirPlaces() throws {
        let holder = ProxyHolder()
        let hosted = host(Rows(holder: holder) {
            LazyVStack {
                ForEach(Array(1000..<2000), id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
        })
        let proxy = try #require(holder.proxy)
        proxy.scrollTo(5, anchor: .top)
        hosted.settle()
        #expect(try offset(in: hosted) == 0, "no element has id 5")
        proxy.scrollTo(1050, anchor: .top)
        hosted.settle()
        #expect(try offset(in: hosted) == 50 * 48)
    }

    @Test func missingIdsAndAnchorsThatAreNotFiniteScrollNowhereStrange() throws {
        let holder = ProxyHolder()
        let hosted = host(Rows(holder: holder) {
            LazyVStack {
                ForEach(0..<1000, id: \.self) { Text("Row \($0)").frame(height: 40) }
            }
        })
        let proxy = try #require(holder.proxy)
        proxy.scrollTo("no such id")
        proxy.scrollTo(400, anchor: UnitPoint(x: .nan, y: .infinity))
        hosted.settle()
        let offset = try offset(in: hosted)
        #expect(offset.isFinite && offset == 400 * 48)
    }
}
