import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts display-link refreshes.
@MainActor
final class FrameCounter {
    var frames = 0
    var lastInterval: CFTimeInterval = 0
    func step(_ link: CADisplayLink) {
        frames += 1
        lastInterval = link.targetTimestamp - link.timestamp
    }
}

extension SharedSettingsSuites {
@MainActor
@Suite("Property animators and display links", .manualClock)
struct PropertyAnimatorTests {
    private func opacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func anAnimatorRunsPausesScrubsAndResumes() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ended: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ended = $0 }
        #expect(animator.state == .inactive && view.alpha == 1, "nothing happens before start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        TestClock.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 0.01 && abs(opacity(view) - 0.75) < 0.01)
        animator.pauseAnimation()
        TestClock.advance(by: 5)
        #expect(abs(opacity(view) - 0.75) < 0.01 && !animator.isRunning, "paused: held still")
        animator.fractionComplete = 0.6
        #expect(abs(opacity(view) - 0.4) < 0.01, "scrubbed")
        animator.startAnimation()
        TestClock.advance(by: 0.2)
        #expect(abs(opacity(view) - 0.2) < 0.01, "resumed from the scrubbed point")
        #expect(ended == nil)
        TestClock.advance(by: 0.3)
        #expect(ended == .end && animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func stoppingLeavesTheViewWhereItAppearsAndFinishingChoosesAnEnd() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ended: [UIViewAnimatingPosition] = []
        let moving = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        moving.addCompletion { ended.append($0) }
        moving.startAnimation()
        TestClock.advance(by: 0.5)
        moving.stopAnimation(true)
        #expect(abs(view.center.x - 55) < 0.5, "the model takes the value shown when stopped")
        #expect(moving.state == .inactive && ended.isEmpty && view.layer.animationKeys() == nil)

        let fading = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.alpha = 0 }
        fading.addCompletion { ended.append($0) }
        fading.startAnimation()
        TestClock.advance(by: 0.3)
        fading.stopAnimation(false)
        #expect(fading.state == .stopped)
        fading.finishAnimation(at: .start)
        #expect(view.alpha == 1 && ended == [.start])
    }

    @Test func runningPropertyAnimatorStartsAtOnceAndHonoursDelayFactors() {
        TestClock.start()
        defer { TestClock.stop() }
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: .curveLinear) {
            first.alpha = 0
        }
        #expect(animator.isRunning)
        let staged = UIViewPropertyAnimator(duration: 1, curve: .linear)
        staged.addAnimations({ second.alpha = 0 }, delayFactor: 0.5)
        staged.startAnimation()
        TestClock.advance(by: 0.25)
        #expect(abs(opacity(first) - 0.75) < 0.01)
        #expect(opacity(second) == 1, "waits for half the duration")
        TestClock.advance(by: 0.5)
        #expect(abs(opacity(second) - 0.5) < 0.01)
    }

    @Test func displayLinksFireOnRefreshesAtTheirRate() {
        TestClock.start()
        defer { TestClock.stop() }
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        for _ in 0..<6 { TestClock.advance(by: 1.0 / 60) }
        #expect(counter.frames == 6 && abs(counter.lastInterval - 1.0 / 60) < 1e-9)
        link.isPaused = true
        TestClock.advance(by: 1.0 / 60)
        #expect(counter.frames == 6)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        for _ in 0..<6 { TestClock.advance(by: 1.0 / 60) }
        #expect(counter.frames == 9, "every other refresh at 30 fps")
        weak var released: FrameCounter?
        do {
            let other = FrameCounter()
            released = other
            let temporary = CADisplayLink(target: other, selector: FrameCounter.step)
            temporary.add(to: .main, forMode: .common)
            temporary.invalidate()
        }
        #expect(released == nil, "invalidate releases the target")
        link.invalidate()
        TestClock.advance(by: 1.0 / 60)
        #expect(counter.frames == 9)
    }
}
}
