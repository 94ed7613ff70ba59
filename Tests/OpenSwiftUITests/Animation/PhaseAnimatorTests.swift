import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@Observable
private final class Taps {
    var count = 0
}

/// `PhaseAnimator` steps through its phases, each change animated.
@MainActor
@Suite(.manualClock) struct PhaseAnimatorTests {
    /// A bar 100 points wide at 1x, scaled across by the phase.
    private func width<V: View>(_ hosted: Hosted<V>) -> Int { hosted.redPixels(inRow: 50) }

    @Test func phasesCycleForEver() {
        let hosted = Hosted(PhaseAnimator([1.0, 0.5]) { scale in
            Color.red.frame(width: 100, height: 20).scaleEffect(x: scale, y: 1)
        } animation: { _ in .linear(duration: 1) }, size: CGSize(width: 200, height: 100), scale: 1)
        #expect(abs(width(hosted) - 100) <= 1, "the first phase")
        TestClock.advance(by: 0.5)
        #expect(abs(width(hosted) - 75) <= 2, "half way to the second")
        TestClock.advance(by: 0.55)
        #expect(abs(width(hosted) - 50) <= 2)
        TestClock.advance(by: 0.5)
        #expect(abs(width(hosted) - 75) <= 2, "and back towards the first")
        TestClock.advance(by: 5)
        let later = width(hosted)
        #expect(later >= 49 && later <= 101, "still cycling within the phases")
    }

    @Test func aTriggerRunsThroughThePhasesOnce() {
        let taps = Taps()
        struct Pulse: View {
            let taps: Taps
            var body: some View {
                Color.red.frame(width: 100, height: 20)
                    .phaseAnimator([1.0, 0.5, 0.8], trigger: taps.count) { content, scale in
                        content.scaleEffect(x: scale, y: 1)
                    } animation: { _ in .linear(duration: 0.5) }
            }
        }
        let hosted = Hosted(Pulse(taps: taps), size: CGSize(width: 200, height: 100), scale: 1)
        TestClock.advance(by: 1)
        #expect(abs(width(hosted) - 100) <= 1, "still until the trigger changes")
        taps.count += 1
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.55)
        #expect(abs(width(hosted) - 50) <= 2)
        TestClock.advance(by: 0.5)
        #expect(abs(width(hosted) - 80) <= 2)
        TestClock.advance(by: 0.55)
        #expect(abs(width(hosted) - 100) <= 1, "back to the first phase")
        TestClock.advance(by: 2)
        #expect(abs(width(hosted) - 100) <= 1, "and it stays there")
    }

    @Test func noPhasesShowNothingAndOnePhaseStays() {
        let empty = Hosted(PhaseAnimator([Double]()) { _ in Color.red })
        #expect(empty.shapeFrames.isEmpty)
        let one = Hosted(PhaseAnimator([1.0]) { _ in Color.red.frame(width: 10, height: 10) }, size: CGSize(width: 50, height: 50), scale: 1)
        TestClock.advance(by: 1)
        #expect(one.shapeFrames.count == 1)
    }
}
