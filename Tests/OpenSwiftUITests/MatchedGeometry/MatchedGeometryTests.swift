import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Expansion {
    var isExpanded = false
}

/// A 20 × 20 thumbnail at the top left that expands into a 100 × 60 card at the bottom.
private struct Expanding: View {
    let model: Expansion
    @Namespace private var space
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 200, height: 200)
            if model.isExpanded {
                Color.red.frame(width: 100, height: 60)
                    .matchedGeometryEffect(id: "card", in: space)
                    .padding(.leading, 80)
                    .padding(.top, 120)
            } else {
                Color.red.frame(width: 20, height: 20)
                    .matchedGeometryEffect(id: "card", in: space)
            }
        }
    }
}

/// A view inserted where another of its group was removed moves in from that view's frame.
@MainActor
@Suite(.manualClock) struct MatchedGeometryTests {
    @Test func theNewViewMovesInFromTheOldOnesFrame() {
        let model = Expansion()
        let hosted = Hosted(Expanding(model: model), size: CGSize(width: 200, height: 200), scale: 1)
        withAnimation(.linear(duration: 1)) { model.isExpanded = true }
        TestClock.advance(by: 0.5)
        let image = hosted.window.renderedImage().cgImage!
        // Tinted by red, faded or not: both views fade (in and out) as SwiftUI's do.
        let rows = (0..<200).filter { y in (30..<200).contains { x in let p = image.rgba(atX: x, y: y); return p.red > 200 && p.green < 200 && p.blue < 200 } }
        // Half way from the thumbnail (0…20 high) to the card (120…180): the card is drawn
        // 40 high around y = 80.
        #expect(rows.contains(70) && rows.contains(95), "the card half way: \(rows.first ?? -1)…\(rows.last ?? -1)")
        #expect(!rows.contains(170), "not yet at its place")
        TestClock.advance(by: 0.6)
        let done = hosted.window.renderedImage().cgImage!
        #expect(done.rgba(atX: 130, y: 150).red > 200 && done.rgba(atX: 130, y: 150).green < 120, "then where it belongs")
    }

    @Test func namespacesAreDistinctAndKeptPerView() {
        struct Two: View {
            @Namespace var first
            @Namespace var second
            let seen: (Namespace.ID, Namespace.ID) -> Void
            var body: some View {
                seen(first, second)
                return Color.clear
            }
        }
        var ids: [(Namespace.ID, Namespace.ID)] = []
        let hosted = Hosted(Two { ids.append(($0, $1)) })
        hosted.controller.rootView = Two { ids.append(($0, $1)) }
        hosted.window.layoutIfNeeded()
        #expect(ids.count == 2)
        #expect(ids[0].0 != ids[0].1)
        #expect(ids[0].0 == ids[1].0 && ids[0].1 == ids[1].1, "kept across body runs")
    }
}
