import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite("Stacks and frames")
struct StackLayoutTests {
    @Test func anHStackPlacesChildrenEightPointsApartCentredInTheHost() {
        let hosted = Hosted(HStack {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(width: 30, height: 40)
        })
        // 50 + 8 + 30 = 88 wide, 40 high, centred in 300 × 200.
        let frames = hosted.shapeFrames
        #expect(frames.count == 2)
        #expect(roughlyEqual(frames[0], CGRect(x: 106, y: 90, width: 50, height: 20)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 164, y: 80, width: 30, height: 40)), "\(frames)")
    }

    @Test func aSpacerTakesWhatIsLeftAndAlignmentMovesChildren() {
        let hosted = Hosted(HStack(alignment: .top) {
            Color.red.frame(width: 50, height: 20)
            Spacer()
            Color.blue.frame(width: 30, height: 40)
        })
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 0, y: 80, width: 50, height: 20)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 270, y: 80, width: 30, height: 40)), "\(frames)")
    }

    @Test func spacersTakeOnlyWhatANestedStackLeaves() {
        // A navigation link's row: the label's stack (with its own spacer) beside the link's
        // spacer and chevron. The label gets the row; its flexible child its ideal width.
        let hosted = Hosted(HStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(minWidth: 10, idealWidth: 150, maxWidth: 150, minHeight: 10, maxHeight: 10)
                Spacer()
            }
            Spacer(minLength: 0)
            Color.green.frame(width: 10, height: 10)
        })
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[1], CGRect(x: 50, y: 95, width: 150, height: 10)), "\(frames)")
        #expect(roughlyEqual(frames[2], CGRect(x: 290, y: 95, width: 10, height: 10)), "\(frames)")
    }

    @Test func aModifierOnAForEachAppliesToEachOfItsViews() {
        // A bar graph as Apple's hike graph draws one: capsules from data, moved together.
        let hosted = Hosted(GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: proxy.size.width / 120) {
                ForEach(0..<30, id: \.self) { index in
                    Capsule().fill(.red).frame(height: CGFloat(60 + 2 * index))
                }
                .offset(x: 0, y: -10)
            }
        })
        let frames = hosted.shapeFrames
        #expect(frames.count == 30)
        #expect(frames.allSatisfy { $0.height > $0.width }, "upright capsules: \(frames)")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxX < $1.minX }, "side by side: \(frames)")
        #expect(frames.allSatisfy { abs($0.maxY - 108) < 0.5 }, "on one baseline, moved up 10 together: \(frames)")
    }

    @Test func flexibleChildrenShareTheSpaceEqually() {
        let hosted = Hosted(HStack(spacing: 0) {
            Color.red
            Color.blue
            Color.green.frame(width: 60)
        })
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 0, y: 0, width: 120, height: 200)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 120, y: 0, width: 120, height: 200)), "\(frames)")
        #expect(roughlyEqual(frames[2], CGRect(x: 240, y: 0, width: 60, height: 200)), "\(frames)")
    }

    @Test func aVStackAlignsLeadingWithItsSpacing() {
        let hosted = Hosted(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 40, height: 10)
        })
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 100, y: 88, width: 100, height: 10)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 100, y: 102, width: 40, height: 10)), "\(frames)")
    }

    @Test func rightToLeftStartsStacksAndLeadingAlignmentOnTheRight() {
        let hosted = Hosted(VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 30, height: 10)
            }
            Color.green.frame(width: 20, height: 10)
        }.frame(maxWidth: .infinity, alignment: .leading), traits: UITraitCollection(layoutDirection: .rightToLeft))
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 250, y: 90, width: 50, height: 10)), "red is first, at the right: \(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 220, y: 90, width: 30, height: 10)), "\(frames)")
        #expect(roughlyEqual(frames[2], CGRect(x: 280, y: 100, width: 20, height: 10)), "leading is the right edge: \(frames)")
    }

    @Test func paddingAndFixedFramesAddUp() {
        let hosted = Hosted(Color.red.frame(width: 10, height: 10).padding(16).background(Color.blue))
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 129, y: 79, width: 42, height: 42)), "the background covers the padding: \(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 145, y: 95, width: 10, height: 10)), "\(frames)")
    }

    @Test func aFrameWithInfiniteMaximumWidthFillsAndAlignsItsContent() {
        let hosted = Hosted(Color.red.frame(width: 40, height: 10).frame(maxWidth: .infinity, alignment: .leading))
        #expect(roughlyEqual(hosted.shapeFrames[0], CGRect(x: 0, y: 95, width: 40, height: 10)), "\(hosted.shapeFrames)")
        let trailing = Hosted(Color.red.frame(width: 40, height: 10).frame(maxWidth: .infinity, alignment: .trailing))
        #expect(roughlyEqual(trailing.shapeFrames[0], CGRect(x: 260, y: 95, width: 40, height: 10)), "\(trailing.shapeFrames)")
    }

    @Test func flexibleFramesHugTheirContentUnlessAMinimumOrMaximumSaysOtherwise() {
        let hosted = Hosted(VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).frame(minWidth: 100).background(Color.blue)
            Color.green.frame(width: 40, height: 10).frame(maxWidth: 200).background(Color.gray)
        })
        let frames = hosted.shapeFrames
        #expect(abs(frames[0].width - 100) < 0.5, "a minimum widens the frame: \(frames)")
        #expect(abs(frames[2].width - 200) < 0.5, "a maximum frame takes the offered width up to it: \(frames)")
    }

    @Test func aZStackAlignsChildrenOverTheLargest() {
        let hosted = Hosted(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 20, height: 10)
        })
        let frames = hosted.shapeFrames
        #expect(roughlyEqual(frames[0], CGRect(x: 100, y: 70, width: 100, height: 60)), "\(frames)")
        #expect(roughlyEqual(frames[1], CGRect(x: 180, y: 120, width: 20, height: 10)), "\(frames)")
    }

    @Test func layoutPriorityOffersSpaceFirst() {
        let long = "A title long enough to need more than half of the width"
        let hosted = Hosted(HStack(spacing: 0) {
            Text(long).lineLimit(1)
            Text(long).lineLimit(1).layoutPriority(1)
        })
        let texts = hosted.texts
        #expect(texts.count == 2)
        #expect(texts[1].frame.width > texts[0].frame.width + 50, "the prioritized text is wider: \(texts)")
        #expect(abs(texts[0].frame.width + texts[1].frame.width - 300) < 1, "together they fill the width: \(texts)")
    }

    @Test func framesStartOnWholePixelsOfTheScreen() {
        let hosted = Hosted(HStack(spacing: 0.7) {
            Color.red.frame(width: 33.3, height: 10.1)
            Color.blue.frame(width: 20.2, height: 7)
        })
        for frame in hosted.shapeFrames {
            for value in [frame.minX, frame.minY] {
                #expect(abs(value * 3 - (value * 3).rounded()) < 0.001, "\(value) is on a 3x pixel")
            }
        }
    }

    @Test func badLengthsAreClampedWithoutBreakingLayout() {
        let hosted = Hosted(VStack {
            Color.red.frame(width: .nan, height: .infinity)
            Color.blue.frame(width: 20, height: 20).padding(.infinity)
            Color.green.frame(minWidth: 50, maxWidth: 10).frame(height: 5)
            Spacer(minLength: -.infinity)
        })
        for frame in hosted.shapeFrames {
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "\(frame)")
        }
        #expect(abs(hosted.shapeFrames[2].width - 50) < 0.5, "a minimum above the maximum wins: \(hosted.shapeFrames)")
    }
}
