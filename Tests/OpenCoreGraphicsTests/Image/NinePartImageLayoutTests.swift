import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct NinePartImageLayoutTests {
    private let margins = NinePartImageLayout.Margins(top: 6, left: 6, bottom: 6, right: 6)

    @Test func cornersKeepTheirSizeAndTheMiddleStretches() {
        let layout = NinePartImageLayout(imageWidth: 18, imageHeight: 18, scale: 2, margins: margins)
        let pieces = layout.pieces(in: CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(pieces.count == 9)
        #expect(pieces.first == .init(source: CGRect(x: 0, y: 0, width: 6, height: 6), destination: CGRect(x: 10, y: 10, width: 3, height: 3)))
        #expect(pieces[4] == .init(source: CGRect(x: 6, y: 6, width: 6, height: 6), destination: CGRect(x: 13, y: 13, width: 94, height: 44)))
        #expect(pieces.last?.destination == CGRect(x: 107, y: 57, width: 3, height: 3))
    }

    @Test func marginsShrinkTogetherWhenTheRectangleIsSmaller() {
        let layout = NinePartImageLayout(imageWidth: 18, imageHeight: 18, scale: 1, margins: margins)
        let pieces = layout.pieces(in: CGRect(x: 0, y: 0, width: 6, height: 30))
        #expect(pieces.map(\.destination.width).max() == 3, "6 + 6 points of margin share 6 points")
        #expect(!pieces.contains { $0.destination.width <= 0 || $0.destination.height <= 0 })
    }

    @Test func tilingRepeatsTheMiddleAtItsSizeAndCutsTheLastTile() {
        let layout = NinePartImageLayout(imageWidth: 18, imageHeight: 18, scale: 1, margins: margins, tilesCenterAndEdges: true)
        let pieces = layout.pieces(in: CGRect(x: 0, y: 0, width: 27, height: 18))
        let middle = pieces.filter { $0.destination.minY == 6 && $0.destination.minX >= 6 && $0.destination.maxX <= 21 }
        #expect(middle.map(\.destination.width) == [6, 6, 3])
        #expect(middle.last?.source.width == 3)
    }

    @Test func badMarginsAndRectanglesAreClampedNotTrusted() {
        let wild = NinePartImageLayout(
            imageWidth: 10, imageHeight: 10, scale: .nan,
            margins: .init(top: .infinity, left: -4, bottom: 40, right: .nan))
        #expect(wild.margins.left == 0 && wild.margins.right == 0 && wild.margins.top == 0 && wild.margins.bottom == 10)
        #expect(wild.pieces(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)).isEmpty)
        let tiny = NinePartImageLayout(imageWidth: 1, imageHeight: 1, scale: 1, margins: .init(top: 0, left: 0, bottom: 0, right: 0), tilesCenterAndEdges: true)
        #expect(tiny.pieces(in: CGRect(x: 0, y: 0, width: 1e9, height: 1e9)).count == 1, "too many tiles stretch instead")
    }
}
