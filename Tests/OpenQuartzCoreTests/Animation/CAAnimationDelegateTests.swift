import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenQuartzCore

/// Animation delegates hear of starts and stops, finished or not, asynchronously on the
/// main queue as in Core Animation.
extension MediaClockSuites {
@MainActor
@Suite struct CAAnimationDelegateTests {
    final class Listener: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "stopped") }
    }

    /// Lets the main queue deliver what was sent before now (the tests do all their timing
    /// first, on the test's own clock).
    private func drainMainQueue() async {
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }

    private func fade(_ listener: Listener) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = 1
        fade.delegate = listener
        return fade
    }

    @Test func anAnimationThatRunsToItsEndFinishes() async {
        MediaClock.current.useManualTime(startingAt: 100)
        let layer = CALayer(), started = Listener(), finished = Listener()
        layer.add(fade(started), forKey: "started")
        layer.add(fade(finished), forKey: "finished")
        MediaClock.current.useManualTime(startingAt: 100.5)
        layer.pruneFinishedAnimations()
        layer.removeAnimation(forKey: "started")
        MediaClock.current.useManualTime(startingAt: 101.1)
        let remain = layer.pruneFinishedAnimations()
        #expect(started.events.isEmpty && finished.events.isEmpty, "messages are not sent synchronously")
        await drainMainQueue()
        #expect(!remain, "the finished animation is removed")
        #expect(started.events == ["start", "stopped"])
        #expect(finished.events == ["start", "finished"])
    }

    @Test func removingOrReplacingAnAnimationStopsItUnfinished() async {
        MediaClock.current.useManualTime(startingAt: 100)
        let layer = CALayer(), removed = Listener(), replaced = Listener(), replacement = Listener()
        layer.add(fade(removed), forKey: "a")
        layer.add(fade(replaced), forKey: "b")
        MediaClock.current.useManualTime(startingAt: 100.3)
        layer.removeAnimation(forKey: "a")
        layer.add(fade(replacement), forKey: "b")
        layer.removeAllAnimations()
        await drainMainQueue()
        #expect(removed.events == ["start", "stopped"])
        #expect(replaced.events == ["start", "stopped"])
        #expect(replacement.events == ["start", "stopped"])
    }

    @Test func anAnimationKeptAfterItsEndStillFinishesOnce() async {
        MediaClock.current.useManualTime(startingAt: 100)
        let layer = CALayer(), listener = Listener()
        let kept = fade(listener)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(kept, forKey: "fade")
        MediaClock.current.useManualTime(startingAt: 102)
        let remain = layer.pruneFinishedAnimations()
        layer.pruneFinishedAnimations()
        layer.removeAllAnimations()
        await drainMainQueue()
        #expect(remain, "kept")
        #expect(listener.events == ["start", "finished"])
    }
}
}
