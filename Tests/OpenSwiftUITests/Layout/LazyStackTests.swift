import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Made {
    var rows = Set<Int>()
}

@MainActor
@Suite(.manualClock) struct LazyStackTests {
    private func column(_ made: Made, count: Int) -> some View {
        LazyVStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                let _ = made.rows.insert(index)
                Text("Row \(index)").frame(height: 50)
            }
        }
    }

    @Test func onlyRowsNearTheVisiblePartAreMadeAndScrollingMakesMore() throws {
        let made = Made()
        let hosted = Hosted(ScrollView { column(made, count: 10_000) }, size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        #expect(made.rows.count < 60, "\(made.rows.count) rows made")
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        #expect(scroller.contentSize.height == 500_000, "unmade rows count at the made rows' length")
        scroller.contentOffset = CGPoint(x: 0, y: 250_000)
        hosted.settle()
        #expect(made.rows.contains(5_000) && made.rows.contains(5_007))
        #expect(made.rows.count < 200, "\(made.rows.count) rows made")
        let row = try #require(hosted.drawnViews.first { ($0.view as? TextView)?.attributedText?.string == "Row 5,002" })
        #expect(abs(row.frame.midY - 125) < 1, "row 5,002 sits 100 points below the top of what shows: \(row.frame)")
    }

    @Test func outsideAScrollViewEveryRowIsMade() throws {
        let made = Made()
        let hosted = Hosted(column(made, count: 30), size: CGSize(width: 300, height: 2_000), scale: 1)
        hosted.settle()
        #expect(made.rows.count == 30)
        #expect(hosted.texts.count == 30)
    }

    @Test func lazyRowsLineUpAlongTheHorizontalAxisToo() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) { ForEach(0..<1_000, id: \.self) { Text("\($0)").frame(width: 40, height: 40) } }
        }
        let hosted = Hosted(view, size: CGSize(width: 300, height: 100), scale: 1)
        hosted.settle()
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        #expect(abs(scroller.contentSize.width - (1_000 * 40 + 999 * 10)) < 0.5)
        #expect(hosted.texts.count < 60)
    }
}

extension LazyStackTests {
    @Test func visibleGeometryThatIsNotFiniteMakesNoRowsAndNoCrash() throws {
        let made = Made()
        let view = ScrollView { column(made, count: 100) }.contentMargins(.all, .infinity)
        let hosted = Hosted(view, size: CGSize(width: 300, height: 400), scale: 1)
        hosted.settle()
        let scroller = try #require(hosted.drawnViews.compactMap { $0.view as? ScrollHostView }.first).scrollView
        scroller.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        hosted.settle()
        #expect(made.rows.count <= 100)
    }
}
