import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class BarModel {
    var wide = false
}

private struct Bar: View {
    let model: BarModel
    var body: some View {
        Color.red.frame(width: model.wide ? 200 : 100, height: 20)
    }
}

/// `withAnimation` moves what its state changes cause along the animation's curve.
@MainActor
@Suite(.manualClock) struct WithAnimationTests {
    private func shownBar() -> (Hosted<Bar>, BarModel) {
        let model = BarModel()
        return (Hosted(Bar(model: model), size: CGSize(width: 300, height: 60), scale: 1), model)
    }

    /// How many red pixels the bar's middle row has.
    private func barWidth(_ hosted: Hosted<Bar>) -> Int { hosted.redPixels(inRow: 30) }

    @Test func aLinearAnimationIsHalfWayAtHalfItsDuration() {
        let (hosted, model) = shownBar()
        #expect(abs(barWidth(hosted) - 100) <= 1)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        TestClock.advance(by: 0.5)
        let midway = barWidth(hosted)
        #expect(abs(midway - 150) <= 2, "half way: \(midway)")
        TestClock.advance(by: 0.6)
        #expect(abs(barWidth(hosted) - 200) <= 1)
    }

    @Test func aSpringOvershootsAndAChangeWithoutAnimationJumps() {
        let (hosted, model) = shownBar()
        withAnimation(.bouncy(duration: 0.5, extraBounce: 0.2)) { model.wide = true }
        var widest = 0
        for _ in 0..<60 {
            TestClock.advance(by: 1.0 / 60)
            widest = max(widest, barWidth(hosted))
        }
        #expect(widest > 203, "a bouncy spring passes its target (\(widest))")
        #expect(abs(barWidth(hosted) - 200) <= 1, "and settles")
        TestClock.advance(by: 3)
        withAnimation(nil) { model.wide = false }
        hosted.window.layoutIfNeeded()
        #expect(abs(barWidth(hosted) - 100) <= 1, "no animation: at once")
    }

    @Test func aTransactionCarriesItsAnimationAndTheBodysResult() throws {
        let (hosted, model) = shownBar()
        let answer = withTransaction(Transaction(animation: .easeIn(duration: 1))) { () -> Int in
            model.wide = true
            return 42
        }
        #expect(answer == 42)
        TestClock.advance(by: 0.5)
        let early = barWidth(hosted)
        #expect(early > 101 && early < 150, "an ease-in is behind linear at half time (\(early))")
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
    }

    @Test func theCompletionRunsOnceTheAnimationHasEnded() async {
        let (hosted, model) = shownBar()
        var completed = 0
        withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
            model.wide = true
        } completion: {
            completed += 1
        }
        TestClock.advance(by: 0.25)
        #expect(completed == 0, "still running")
        TestClock.advance(by: 0.3)
        await hosted.window.waitForScheduledUpdates()
        for _ in 0..<5 { await Task.yield() }
        #expect(completed == 1)
        #expect(abs(barWidth(hosted) - 200) <= 1)
    }
}
