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
    private func shownBar() -> (UIWindow, BarModel) {
        let model = BarModel()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIHostingController(rootView: Bar(model: model))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, model)
    }

    /// How many red pixels the bar's middle row has.
    private func barWidth(_ window: UIWindow) -> Int {
        let image = window.renderedImage().cgImage!
        return (0..<image.width).filter { x in
            let p = image.rgba(atX: x, y: image.height / 2)
            return p.red > 200 && p.green < 80 && p.blue < 80
        }.count
    }

    @Test func aLinearAnimationIsHalfWayAtHalfItsDuration() {
        let (window, model) = shownBar()
        #expect(abs(barWidth(window) - 100) <= 1)
        withAnimation(.linear(duration: 1)) { model.wide = true }
        TestClock.advance(by: 0.5)
        let midway = barWidth(window)
        #expect(abs(midway - 150) <= 2, "half way: \(midway)")
        TestClock.advance(by: 0.6)
        #expect(abs(barWidth(window) - 200) <= 1)
    }

    @Test func aSpringOvershootsAndAChangeWithoutAnimationJumps() {
        let (window, model) = shownBar()
        withAnimation(.bouncy(duration: 0.5, extraBounce: 0.2)) { model.wide = true }
        var widest = 0
        for _ in 0..<60 {
            TestClock.advance(by: 1.0 / 60)
            widest = max(widest, barWidth(window))
        }
        #expect(widest > 203, "a bouncy spring passes its target (\(widest))")
        #expect(abs(barWidth(window) - 200) <= 1, "and settles")
        TestClock.advance(by: 3)
        withAnimation(nil) { model.wide = false }
        window.layoutIfNeeded()
        #expect(abs(barWidth(window) - 100) <= 1, "no animation: at once")
    }

    @Test func aTransactionCarriesItsAnimationAndTheBodysResult() throws {
        let (window, model) = shownBar()
        let answer = withTransaction(Transaction(animation: .easeIn(duration: 1))) { () -> Int in
            model.wide = true
            return 42
        }
        #expect(answer == 42)
        TestClock.advance(by: 0.5)
        let early = barWidth(window)
        #expect(early > 101 && early < 150, "an ease-in is behind linear at half time (\(early))")
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
    }

    @Test func theCompletionRunsOnceTheAnimationHasEnded() async {
        let (window, model) = shownBar()
        var completed = 0
        withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
            model.wide = true
        } completion: {
            completed += 1
        }
        TestClock.advance(by: 0.25)
        #expect(completed == 0, "still running")
        TestClock.advance(by: 0.3)
        await window.waitForScheduledUpdates()
        for _ in 0..<5 { await Task.yield() }
        #expect(completed == 1)
        #expect(abs(barWidth(window) - 200) <= 1)
    }
}
