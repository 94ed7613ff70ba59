import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Reading {
    var top: Int?
}

private struct Chapters: View {
    @Bindable var reading: Reading

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { index in
                    Text("Chapter \(index)").frame(maxWidth: .infinity, minHeight: 100)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $reading.top)
    }
}

@MainActor
@Suite(.manualClock) struct ScrollPositionTests {
    @Test func scrollingWritesTheTopTargetAndTheBindingScrolls() throws {
        let reading = Reading()
        let hosted = Hosted(Chapters(reading: reading), size: CGSize(width: 300, height: 600), scale: 1)
        hosted.settle()
        let scroll = try #require(hosted.drawnViews.compactMap { $0.view as? UIScrollView }.first)
        scroll.contentOffset = CGPoint(x: 0, y: 1_050)
        hosted.settle()
        #expect(reading.top == 10, "the chapter at the top after scrolling: \(String(describing: reading.top))")
        reading.top = 30
        hosted.settle()
        #expect(abs(scroll.contentOffset.y - 3_000) < 1, "the bound chapter scrolled to the top: \(scroll.contentOffset.y)")
        #expect(reading.top == 30)
        reading.top = 999
        hosted.settle()
        #expect(abs(scroll.contentOffset.y - 3_000) < 1, "an id no view has changes nothing")
    }
}
