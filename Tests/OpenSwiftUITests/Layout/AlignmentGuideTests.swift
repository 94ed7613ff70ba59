import Foundation
import Testing
@testable import OpenSwiftUI

private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

@MainActor
@Suite struct AlignmentGuideTests {
    @Test func anAlignmentGuideIndentsAViewInAStack() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }
        }
        let frames = Hosted(view, size: CGSize(width: 200, height: 100)).shapeFrames
        #expect(frames[1].minX == frames[0].minX + 20, "\(frames)")
        let trailing = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }
        let shifted = Hosted(trailing, size: CGSize(width: 200, height: 100)).shapeFrames
        #expect(shifted[1].midX == shifted[0].maxX, "the blue's centre meets the red's trailing edge: \(shifted)")
    }

    @Test func aCustomGuideLinesUpViewsInDifferentStacks() {
        // The selected row of the left column lines up with the label on the right.
        let view = HStack(alignment: .midAccount, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
            }
            Color.orange.frame(width: 20, height: 10)
        }
        let frames = Hosted(view, size: CGSize(width: 200, height: 200)).shapeFrames
        #expect(frames.count == 4)
        #expect(frames[3].midY == frames[2].midY, "the orange label sits level with the blue row: \(frames)")
    }

    @Test func textsLineUpOnTheirFirstBaselines() {
        let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Big").font(.system(size: 40))
            Text("small").font(.system(size: 12))
        }
        let texts = Hosted(view, size: CGSize(width: 300, height: 100)).texts
        #expect(texts.count == 2)
        let big = UIFont.systemFont(ofSize: 40), small = UIFont.systemFont(ofSize: 12)
        let bigBaseline = texts[0].frame.minY + big.ascender, smallBaseline = texts[1].frame.minY + small.ascender
        #expect(abs(bigBaseline - smallBaseline) < 1, "baselines at \(bigBaseline) and \(smallBaseline)")
        #expect(texts[1].frame.maxY < texts[0].frame.maxY, "the small text is not centred: it sits on the baseline")
    }

    @Test func framesAndZStacksAlignOnGuides() {
        let zstack = ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }.alignmentGuide(.top) { _ in -5 }
        }
        let frames = Hosted(zstack, size: CGSize(width: 100, height: 100)).shapeFrames
        #expect(frames[1].minX == frames[0].minX + 5 && frames[1].minY == frames[0].minY + 5, "\(frames)")
        let framed = Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -8 }.frame(width: 50, height: 50, alignment: .leading)
        let inFrame = Hosted(framed, size: CGSize(width: 50, height: 50)).shapeFrames
        #expect(inFrame.first?.minX == 8)
    }

    @Test func badGuideValuesAreIgnored() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in .nan }
        }
        let frames = Hosted(view, size: CGSize(width: 200, height: 100)).shapeFrames
        #expect(frames[1].minX == frames[0].minX)
    }
}
