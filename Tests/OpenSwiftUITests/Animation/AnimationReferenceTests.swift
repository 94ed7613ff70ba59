import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Tonight {
    var showsBanner = false
    var watched = 41
    var wide = false
}

/// A banner that slides in from the top, a count whose digit rolls, and a card that widens.
private struct TonightView: View {
    let model: Tonight
    var body: some View {
        VStack(spacing: 12) {
            if model.showsBanner {
                Text("Tonight: a double bill")
                    .font(.headline)
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(Color.orange))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Text("\(model.watched) watched")
                .font(.title2.bold())
                .contentTransition(.numericText())
            RoundedRectangle(cornerRadius: 18)
                .fill(Color.blue)
                .frame(width: model.wide ? 340 : 200, height: 56)
        }
    }
}

/// One frame in the middle of a SwiftUI animation, against its reference.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism, .manualClock) struct AnimationReferenceTests {
    @Test func theMiddleOfAnAnimationMatchesItsReference() throws {
        let model = Tonight()
        let hosted = Hosted(TonightView(model: model), size: CGSize(width: 390, height: 300), scale: 2)
        withAnimation(.linear(duration: 1)) {
            model.showsBanner = true
            model.watched += 1
            model.wide = true
        }
        TestClock.advance(by: 0.5)
        let image = hosted.window.renderedImage()
        let pixels = try #require(image.cgImage)
        // The card is half way from 200 to 340 points wide: 270, centred.
        let row = (0..<pixels.width).filter { let p = pixels.rgba(atX: $0, y: 364); return p.blue > 200 && p.red < 100 && p.green < 160 }
        #expect(abs(row.count - 540) <= 4, "the card's width half way: \(row.count / 2) points")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "animation-midpoint")
    }
}
