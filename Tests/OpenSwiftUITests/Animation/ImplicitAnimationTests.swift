import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Toggles {
    var wide = false
    var other = 0
}

/// A red bar whose width animates when `wide` changes, beside a green one that does not
/// animate.
private struct Bars: View {
    let model: Toggles
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: model.wide ? 200 : 100, height: 20)
                .animation(.linear(duration: 1), value: model.wide)
            Color.green.frame(width: model.wide ? 200 : 100, height: 20)
        }
    }
}

/// `animation(_:value:)` and `transaction(_:)` animate a part of the tree.
@MainActor
@Suite(.manualClock) struct ImplicitAnimationTests {
    private func greenPixels<V: View>(_ hosted: Hosted<V>, row: Int) -> Int {
        hosted.pixels(inRow: row) { $0.green > 150 && $0.red < 100 && $0.blue < 130 }
    }

    @Test func aValueAnimationAnimatesItsContentOnly() {
        let model = Toggles()
        let hosted = Hosted(Bars(model: model), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(abs(hosted.redPixels(inRow: 25) - 100) <= 1)
        model.wide = true
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.5)
        let red = hosted.redPixels(inRow: 25)
        #expect(abs(red - 150) <= 2, "the animated bar is half way: \(red)")
        #expect(abs(greenPixels(hosted, row: 35) - 200) <= 1, "its sibling is not animated")
        TestClock.advance(by: 0.6)
        #expect(abs(hosted.redPixels(inRow: 25) - 200) <= 1)
    }

    @Test func aChangeOfAnotherValueDoesNotAnimate() {
        struct Tagged: View {
            let model: Toggles
            var body: some View {
                Color.red.frame(width: model.wide ? 200 : 100, height: 20)
                    .animation(.linear(duration: 1), value: model.other)
            }
        }
        let model = Toggles()
        let hosted = Hosted(Tagged(model: model), size: CGSize(width: 300, height: 60), scale: 1)
        model.wide = true
        hosted.window.layoutIfNeeded()
        #expect(abs(hosted.redPixels(inRow: 30) - 200) <= 1, "at once: the watched value did not change")
        model.wide = false
        model.other = 1
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.25)
        let red = hosted.redPixels(inRow: 30)
        #expect(abs(red - 175) <= 2, "a quarter of the way back: \(red)")
    }

    @Test func aTransactionModifierCanTurnAnAnimationOff() {
        struct Still: View {
            let model: Toggles
            var body: some View {
                Color.red.frame(width: model.wide ? 200 : 100, height: 20)
                    .transaction { $0.animation = nil }
            }
        }
        let model = Toggles()
        let hosted = Hosted(Still(model: model), size: CGSize(width: 300, height: 60), scale: 1)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        TestClock.advance(by: 0.5)
        #expect(abs(hosted.redPixels(inRow: 30) - 200) <= 1, "no animation inside")
    }

    @Test func disablingAnimationsSilencesValueAnimations() {
        let model = Toggles()
        let hosted = Hosted(Bars(model: model), size: CGSize(width: 300, height: 60), scale: 1)
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { model.wide = true }
        TestClock.advance(by: 0.5)
        #expect(abs(hosted.redPixels(inRow: 25) - 200) <= 1)
    }

    @Test func theTransactionReachesTheModifier() {
        final class Seen { var animations: [Animation?] = [] }
        struct Watching: View {
            let model: Toggles
            let seen: Seen
            var body: some View {
                Color.red.frame(width: model.wide ? 200 : 100, height: 20)
                    .transaction { seen.animations.append($0.animation) }
            }
        }
        let model = Toggles()
        let seen = Seen()
        let hosted = Hosted(Watching(model: model, seen: seen), size: CGSize(width: 300, height: 60), scale: 1)
        withAnimation(.snappy) { model.wide = true }
        withTransaction(\.animation, .linear(duration: 2)) { model.wide = false }
        hosted.window.layoutIfNeeded()
        #expect(seen.animations == [nil, .snappy, .linear(duration: 2)])
    }
}

/// `animation(_:body:)` animates the modifiers of its body, not the content.
@MainActor
@Suite(.manualClock) struct AnimationBodyTests {
    @Observable
    final class Look {
        var faded = false
        var wide = false
    }

    struct Faded: View {
        let look: Look
        var body: some View {
            Color.red.frame(width: look.wide ? 200 : 100, height: 20)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(look.faded ? 0.5 : 1)
                }
        }
    }

    @Test func theBodysModifiersAnimateAndTheContentDoesNot() throws {
        let look = Look()
        let hosted = Hosted(Faded(look: look), size: CGSize(width: 300, height: 60), scale: 1)
        look.faded = true
        look.wide = true
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.5)
        let image = try #require(hosted.window.renderedImage().cgImage)
        let pixel = image.rgba(atX: 150, y: 30)
        #expect(pixel.green > 50 && pixel.green < 110, "the opacity half way to 0.5: \(pixel)")
        #expect(hosted.pixels(inRow: 30) { $0.red > 200 && $0.green < 200 } == 200, "the width at once")
    }
}
