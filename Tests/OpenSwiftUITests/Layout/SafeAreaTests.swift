import Foundation
import Testing
@testable import OpenSwiftUI

/// A hosted view in a 100 × 200 window whose safe area leaves 20 points at the top and 30 at
/// the bottom.
@MainActor
private func framesInSafeArea<V: View>(_ view: V, regions: SafeAreaRegions = .all) -> [CGRect] {
    let hosted = Hosted(view, size: CGSize(width: 100, height: 200))
    hosted.controller.safeAreaRegions = regions
    hosted.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    hosted.window.layoutIfNeeded()
    return hosted.shapeFrames
}

@MainActor
@Suite struct SafeAreaTests {
    @Test func contentStaysInTheSafeAreaUnlessItIgnoresIt() {
        #expect(framesInSafeArea(Color.red) == [CGRect(x: 0, y: 20, width: 100, height: 150)])
        #expect(framesInSafeArea(Color.red.ignoresSafeArea()) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
        #expect(framesInSafeArea(Color.red.ignoresSafeArea(edges: .bottom)) == [CGRect(x: 0, y: 20, width: 100, height: 180)])
        #expect(framesInSafeArea(Color.red.ignoresSafeArea(.keyboard)) == [CGRect(x: 0, y: 20, width: 100, height: 150)],
                "ignoring only the keyboard's area keeps the bars' insets")
        #expect(framesInSafeArea(Color.red, regions: []) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
    }

    @Test func onlyTheEdgesThatMeetTheSafeAreaReachPastIt() {
        let frames = framesInSafeArea(VStack(spacing: 0) {
            Color.red.ignoresSafeArea()
            Color.blue.frame(height: 50)
        })
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 120), "the top reaches the edge, the bottom stays on the blue")
        #expect(frames[1] == CGRect(x: 0, y: 120, width: 100, height: 50))
    }

    @Test func safeAreaInsetPlacesABarAndShrinksTheContentsSafeArea() {
        let frames = framesInSafeArea(Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) })
        #expect(frames[0] == CGRect(x: 0, y: 20, width: 100, height: 110))
        #expect(frames[1] == CGRect(x: 0, y: 130, width: 100, height: 40))
        let under = framesInSafeArea(Color.red.ignoresSafeArea().safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(height: 20) })
        #expect(under[0] == CGRect(x: 0, y: 0, width: 100, height: 200), "content ignoring the safe area runs beneath the bar")
        #expect(under[1] == CGRect(x: 0, y: 20, width: 100, height: 20))
    }

    @Test func safeAreaPaddingInsetsContentThatCanReachBack() {
        #expect(framesInSafeArea(Color.red.safeAreaPadding(10)) == [CGRect(x: 10, y: 30, width: 80, height: 130)])
        #expect(framesInSafeArea(Color.red.ignoresSafeArea().safeAreaPadding(10)) == [CGRect(x: 0, y: 0, width: 100, height: 200)])
        #expect(framesInSafeArea(Color.red.safeAreaPadding(.horizontal, .nan)) == [CGRect(x: 0, y: 20, width: 100, height: 150)])
    }

    @Test func geometryReadersSeeTheSafeAreaAroundThem() {
        final class Seen { var insets = EdgeInsets() }
        let seen = Seen()
        _ = framesInSafeArea(GeometryReader { proxy in
            let _ = seen.insets = proxy.safeAreaInsets
            Color.red
        }.ignoresSafeArea())
        #expect(seen.insets.top == 20 && seen.insets.bottom == 30, "a reader laid over the whole view sees the insets it covers")
    }
}

@MainActor
@Suite struct HostResizeTests {
    @Test func resizingTheHostReframesViewsInsideStacks() {
        let hosted = Hosted(VStack(spacing: 0) { Color.red; Color.blue.frame(height: 50) }, size: CGSize(width: 100, height: 200))
        #expect(hosted.shapeFrames[0].height == 150)
        hosted.window.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        hosted.controller.view.frame = hosted.window.bounds
        hosted.window.layoutIfNeeded()
        #expect(hosted.shapeFrames == [CGRect(x: 0, y: 0, width: 100, height: 250), CGRect(x: 0, y: 250, width: 100, height: 50)])
    }
}
