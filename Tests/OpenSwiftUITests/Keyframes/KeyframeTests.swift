import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

private struct Pose {
    var scale = 1.0
    var lift = 0.0
}

@Observable
private final class Likes {
    var count = 0
}

/// Keyframes move values along their tracks; the animator gives its content each frame's.
@MainActor
@Suite(.manualClock) struct KeyframeTests {
    @Test func aTimelinePlaysItsTracksTogether() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(3.0)
                LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn)
            }
            KeyframeTrack(\.lift) {
                CubicKeyframe(10.0, duration: 0.5)
                SpringKeyframe(0.0, duration: 1, spring: .smooth)
            }
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5).scale - 1.5) < 1e-9)
        #expect(abs(timeline.value(time: 1.0).scale - 3.0) < 1e-9, "a move jumps")
        let easing = timeline.value(time: 1.5).scale
        #expect(easing > 2.0 && easing < 3.0, "an ease-in is behind linear half way: \(easing)")
        #expect(abs(timeline.value(time: 0.25).lift - 5) < 1e-9, "a cubic with no velocities is symmetric")
        #expect(abs(timeline.value(time: 0.5).lift - 10) < 1e-9)
        #expect(abs(timeline.value(time: 5).lift) < 0.05 && timeline.value(time: 5).scale == 1, "the ends after the end")
        #expect(timeline.value(time: .nan).scale == 1 && timeline.value(progress: .infinity).scale == 1)
    }

    @Test func unitCurves() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5 && UnitCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 2) == 1 && UnitCurve.easeIn.value(at: -1) == 0)
    }

    @Test func aRepeatingAnimatorLoops() {
        let hosted = Hosted(KeyframeAnimator(initialValue: 1.0) { scale in
            Color.red.frame(width: 100, height: 20).scaleEffect(x: scale, y: 1)
        } keyframes: { _ in
            LinearKeyframe(0.5, duration: 1)
            LinearKeyframe(1.0, duration: 1)
        }, size: CGSize(width: 200, height: 100), scale: 1)
        TestClock.advance(by: 0.5)
        #expect(abs(hosted.redPixels(inRow: 50) - 75) <= 2)
        TestClock.advance(by: 1)
        #expect(abs(hosted.redPixels(inRow: 50) - 75) <= 2, "on the way back")
        TestClock.advance(by: 1)
        #expect(abs(hosted.redPixels(inRow: 50) - 75) <= 2, "looping")
    }

    @Test func aTriggeredAnimatorPlaysOnceAndReturns() {
        let likes = Likes()
        struct Heart: View {
            let likes: Likes
            var body: some View {
                Color.red.frame(width: 100, height: 20)
                    .keyframeAnimator(initialValue: 1.0, trigger: likes.count) { content, scale in
                        content.scaleEffect(x: scale, y: 1)
                    } keyframes: { _ in
                        LinearKeyframe(0.5, duration: 1)
                    }
            }
        }
        let hosted = Hosted(Heart(likes: likes), size: CGSize(width: 200, height: 100), scale: 1)
        TestClock.advance(by: 1)
        #expect(hosted.redPixels(inRow: 50) == 100, "still before the trigger")
        likes.count += 1
        hosted.window.layoutIfNeeded()
        TestClock.advance(by: 0.5)
        #expect(abs(hosted.redPixels(inRow: 50) - 75) <= 2)
        TestClock.advance(by: 0.6)
        #expect(hosted.redPixels(inRow: 50) == 100, "back to the initial value once played")
    }
}
