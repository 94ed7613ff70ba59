import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

extension SharedSettingsSuites {
@MainActor
@Suite("UIView animations on the clock", .serialized, .manualClock)
struct ViewAnimationTests {
    @Test func aLinearFadeIsHalfWayAtHalfTime() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)   // the model changes at once
        TestClock.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 0.01)
        #expect(finished == nil)
        TestClock.advance(by: 0.6)
        #expect(view.layer.presentation()!.opacity == 0)
        #expect(finished == true)
        #expect(view.layer.animationKeys() == nil)
    }

    /// Lets the main queue deliver what was sent before now. Other suites' tests may run
    /// meanwhile and set the process-wide clock, so the test clock is put back after.
    private func drainMainQueue() async {
        let now = TestClock.now
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        TestClock.start(at: now)
    }

    @Test func removingAViewsAnimationsCompletesItUnfinishedAtOnce() async {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0; view.center.x = 40 }, completion: { finished.append($0) })
        TestClock.advance(by: 0.3)
        view.layer.removeAllAnimations()
        await drainMainQueue()
        #expect(finished == [false], "completed unfinished before the animation's end")
        TestClock.advance(by: 1)
        await drainMainQueue()
        #expect(finished == [false], "and only once")
    }

    @Test func aRepeatingAnimationCompletesWhenRemoved() async {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: .repeat, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        TestClock.advance(by: 3)
        await drainMainQueue()
        #expect(finished.isEmpty, "repeats for ever")
        view.layer.removeAllAnimations()
        await drainMainQueue()
        #expect(finished == [false])
    }

    @Test func aLaterAnimationOfTheSamePropertyLetsTheEarlierOneFinishOnTime() async {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { first = $0 })
        TestClock.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { second = $0 })
        await drainMainQueue()
        #expect(first == nil)
        TestClock.advance(by: 0.6)
        await drainMainQueue()
        #expect(first == true && second == nil, "UIKit's view animations add up: the first still finishes")
        TestClock.advance(by: 0.5)
        #expect(second == true)
    }

    @Test func easeInEaseOutIsSlowAtTheEndsAndFramesMoveTogether() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) { view.frame = CGRect(x: 100, y: 0, width: 200, height: 100) }
        TestClock.advance(by: 0.1)
        let early = view.layer.presentation()!
        #expect(early.frame.minX > 0 && early.frame.minX < 5)
        TestClock.advance(by: 0.4)
        let middle = view.layer.presentation()!
        #expect(abs(middle.frame.minX - 50) < 1 && abs(middle.frame.width - 150) < 1)
        TestClock.advance(by: 1)
        #expect(view.layer.presentation()!.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
    }

    @Test func aBouncySpringOvershootsAndReduceMotionDoesNot() {
        TestClock.start()
        defer {
            TestClock.stop()
            UIAccessibility.setSimulatedSettings(.init())
        }
        func peak() -> CGFloat {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIView.animate(springDuration: 0.5, bounce: 0.4) { view.center = CGPoint(x: 105, y: 5) }
            var highest: CGFloat = 0
            for _ in 0..<120 {
                TestClock.advance(by: 1.0 / 60)
                highest = max(highest, view.layer.presentation()!.position.x)
            }
            #expect(abs(view.layer.presentation()!.position.x - 105) < 0.5)
            return highest
        }
        #expect(peak() > 110)
        UIAccessibility.setSimulatedSettings(.init(isReduceMotionEnabled: true))
        #expect(peak() <= 105.01)
    }

    @Test func theSeedsClosureOnlyFormAnimatesAndWithoutAnimationDoesNot() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        UIView.animate {
            view.backgroundColor = .white
            UIView.performWithoutAnimation { view.alpha = 0.5 }
        }
        TestClock.advance(by: 0.1)
        let presented = view.layer.presentation()!
        let gray = presented.backgroundColor!.sRGBComponents.red
        #expect(gray > 0.05 && gray < 0.95)
        #expect(presented.opacity == 0.5)
        #expect(view.layer.animation(forKey: "opacity") == nil)
    }

    @Test func keyframesRunInStagesEachFromWhereThePreviousEnded() {
        TestClock.start()
        defer { TestClock.stop() }
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))   // centre (5, 5)
        var finished = false
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.center.x = 55 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { badge.alpha = 0 }
        }, completion: { _ in finished = true })
        #expect(badge.center.x == 55, "the model takes the last stage's value")
        func x(at time: Double) -> CGFloat {
            TestClock.advance(by: time - (TestClock.now - 1000))
            return badge.layer.presentation()!.position.x
        }
        #expect(abs(x(at: 0.25) - 55) < 0.5, "half way through the first stage")
        #expect(badge.layer.presentation()!.opacity == 1, "the fade has not begun")
        #expect(abs(x(at: 0.5) - 105) < 0.5)
        #expect(abs(x(at: 0.75) - 80) < 0.5, "the second stage starts where the first ended")
        #expect(badge.layer.presentation()!.opacity == 0, "the quarter-length fade is over")
        #expect(!finished)
        #expect(abs(x(at: 1.1) - 55) < 0.01)
        #expect(finished)
    }

    @Test func aCrossDissolveFadesFromTheOldLookToTheNew() {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.makeKeyAndVisible()
        let card = UIView(frame: window.bounds)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(card)
        _ = window.renderedImage()
        var finished = false
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        }, completion: { _ in finished = true })
        #expect(card.layer.animation(forKey: "backgroundColor") == nil, "the change itself is not animated")
        TestClock.advance(by: 0.5)
        let middle = window.renderedImage().cgImage!.rgba(atX: 20, y: 20)
        #expect(abs(Int(middle.red) - 128) < 8 && abs(Int(middle.blue) - 128) < 8, "half red, half blue")
        TestClock.advance(by: 0.6)
        let end = window.renderedImage().cgImage!.rgba(atX: 20, y: 20)
        #expect(end.red == 0 && end.blue == 255)
        #expect(finished && card.layer.sublayers?.isEmpty ?? true, "the snapshot is gone")
    }

    @Test func aNewViewDoesNotInheritTheTouchBlockOfAFreedOne() {
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        // Each round restarts the clock, as each test does: a freed view's block ended in
        // the previous round's time, and its layer's address comes back quickly.
        for _ in 0..<40 {
            TestClock.start()
            weak var freed: CALayer?
            do {
                let blocked = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
                window.addSubview(blocked)
                UIView.animate(withDuration: 1) { blocked.alpha = 0.5 }
                TestClock.advance(by: 1.1)
                blocked.removeFromSuperview()
                freed = blocked.layer
            }
            #expect(freed == nil)
            TestClock.start()
            let allowed = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
            window.addSubview(allowed)
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
            #expect(window.hitTest(CGPoint(x: 125, y: 25), with: nil) === allowed)
            allowed.removeFromSuperview()
        }
    }

    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        TestClock.start()
        defer { TestClock.stop() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let allowed = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(moving)
        window.addSubview(allowed)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === window, "the animating view is skipped")
        #expect(window.hitTest(CGPoint(x: 125, y: 25), with: nil) === allowed)
        TestClock.advance(by: 1.1)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === moving, "touchable again once it ends")
    }

    @Test func badDurationsFinishAtOnceWithoutTrapping() {
        TestClock.start()
        defer { TestClock.stop() }
        let view = UIView(frame: .zero)
        UIView.animate(withDuration: .nan) { view.alpha = 0.2 }
        UIView.animate(withDuration: -3) { view.alpha = 0.3 }
        TestClock.advance(by: 0.3)
        #expect(abs(Double(view.layer.presentation()!.opacity) - 0.3) < 0.001)
    }
}
}
