import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct LayoutModifierTests {
    @Test func aspectRatioFitsAndFills() {
        let fit = Hosted(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(fit.shapeFrames.first == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = Hosted(Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(fill.shapeFrames.first == CGRect(x: -50, y: 0, width: 200, height: 100))
        let nan = Hosted(Color.red.aspectRatio(.nan, contentMode: .fit).frame(width: 100, height: 50), size: CGSize(width: 100, height: 100))
        #expect(nan.shapeFrames.first?.width == 50, "a NaN ratio keeps the content's own (1:1 for a colour)")
    }

    @Test func scaledToFitKeepsTheContentsRatio() {
        let view = Color.blue.frame(width: 40, height: 20).scaledToFit()
        let hosted = Hosted(view, size: CGSize(width: 100, height: 100))
        #expect(hosted.shapeFrames.first?.size == CGSize(width: 40, height: 20))
    }

    @Test func positionCentresOnAPoint() {
        let hosted = Hosted(Color.red.frame(width: 10, height: 10).position(x: 30, y: 20).frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
        #expect(hosted.shapeFrames.first == CGRect(x: 25, y: 15, width: 10, height: 10))
    }

    @Test func zIndexReordersDrawing() {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.blue
        }.frame(width: 10, height: 10)
        let hosted = Hosted(view, size: CGSize(width: 10, height: 10), scale: 1)
        #expect(hosted.redPixels(inRow: 5) == 10, "red drawn in front although it comes first")
    }

    @Test func dividerIsAHairlineAcrossTheStack() {
        let vertical = Hosted(VStack(spacing: 0) { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) }.frame(width: 50), size: CGSize(width: 100, height: 100), scale: 2)
        let line = vertical.shapeFrames[1]
        #expect(line.width == 50 && line.height == 0.5)
        let horizontal = Hosted(HStack(spacing: 0) { Color.red.frame(width: 10); Divider(); Color.blue.frame(width: 10) }.frame(height: 30), size: CGSize(width: 100, height: 100), scale: 2)
        #expect(horizontal.shapeFrames[1].size == CGSize(width: 0.5, height: 30))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() {
        func shown(width: CGFloat) -> [CGRect] {
            let view = ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 80, height: 10)
                Color.blue.frame(width: 40, height: 10)
            }.frame(width: width)
            let hosted = Hosted(view, size: CGSize(width: 200, height: 50))
            return hosted.drawnViews.filter { $0.view is ShapeDrawingView && $0.view.window != nil }.map(\.frame)
        }
        #expect(shown(width: 100).map(\.width) == [80])
        #expect(shown(width: 60).map(\.width) == [40])
        #expect(shown(width: 10).map(\.width) == [40], "none fits: the last")
    }
}
