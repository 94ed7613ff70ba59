import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
private final class Seen {
    var frames: [CGRect] = []
}

/// A geometry reader takes the space offered and gives its content that space.
@MainActor
@Suite struct GeometryReaderTests {
    @Test func theContentReadsTheReadersSizeAndFrame() {
        let seen = Seen()
        let hosted = Hosted(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10)
                .onAppear { seen.frames.append(proxy.frame(in: .global)) }
        }
        .padding(20), size: CGSize(width: 200, height: 100), scale: 1)
        let frames = hosted.shapeFrames
        #expect(frames.count == 1)
        #expect(roughlyEqual(frames[0], CGRect(x: 20, y: 20, width: 80, height: 10)), "half the reader's width, at its top-leading corner: \(frames)")
        #expect(seen.frames.last.map { roughlyEqual($0, CGRect(x: 20, y: 20, width: 160, height: 60)) } == true, "\(seen.frames)")
    }

    @Test func aNewSizeRunsTheContentAgain() {
        let hosted = Hosted(GeometryReader { proxy in
            Text("\(Int(proxy.size.width))")
        }, size: CGSize(width: 200, height: 100), scale: 1)
        #expect(hosted.texts.map(\.text) == ["200"])
        hosted.window.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
        hosted.window.layoutIfNeeded()
        #expect(hosted.texts.map(\.text) == ["150"])
        let local = GeometryProxy(size: CGSize(width: 5, height: 6), frameInHost: CGRect(x: 1, y: 2, width: 5, height: 6),
                                  hostOriginInWindow: CGPoint(x: 10, y: 10), safeAreaInsets: EdgeInsets())
        #expect(local.frame(in: .local) == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(local.frame(in: .global) == CGRect(x: 11, y: 12, width: 5, height: 6))
    }

    @Test func framesInANamedSpaceMeasureFromItsView() {
        let seen = Seen()
        let hosted = Hosted(VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 30)
            GeometryReader { proxy in
                Color.red.onAppear { seen.frames.append(proxy.frame(in: .named("card"))) }
            }
            .frame(width: 100, height: 40)
        }
        .coordinateSpace(name: "card")
        .padding(25), size: CGSize(width: 200, height: 200), scale: 1)
        _ = hosted
        #expect(seen.frames.last.map { roughlyEqual($0, CGRect(x: 0, y: 30, width: 100, height: 40)) } == true, "\(seen.frames)")
    }
}
