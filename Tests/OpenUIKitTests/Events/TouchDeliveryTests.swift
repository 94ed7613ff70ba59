import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

extension SharedSettingsSuites {
@MainActor
@Suite("Touches, controls and gesture recognizers", .serialized, .manualClock)
struct TouchDeliveryTests {
    private func window() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root.view)
    }

    /// Records the touch methods that reach it.
    private final class Recorder: UIView {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    }

    @Test func touchesReachTheViewTheyBeganInAndSkipHiddenOrDisabledViews() {
        let (window, root) = window()
        let back = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = Recorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 180), steps: 2)
        #expect(front.calls == ["began", "moved", "moved", "ended"])
        #expect(back.calls.isEmpty)
        front.isUserInteractionEnabled = false
        window.tap(at: CGPoint(x: 100, y: 100))
        front.isUserInteractionEnabled = true
        front.isHidden = true
        window.tap(at: CGPoint(x: 100, y: 100))
        front.isHidden = false
        front.alpha = 0
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(back.calls == ["began", "ended", "began", "ended", "began", "ended"])
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let (window, root) = window()
        let parent = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        root.addSubview(parent)
        window.tap(at: CGPoint(x: 20, y: 20))
        #expect(parent.calls == ["began", "ended"])
    }

    @Test func aButtonTracksTheTouchAndSendsItsEvents() {
        let (window, root) = window()
        let button = UIButton(configuration: .glass())
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        root.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        button.addAction(UIAction { _ in events.append("enter") }, for: .touchDragEnter)
        button.addAction(UIAction { _ in events.append("up-inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up-outside") }, for: .touchUpOutside)

        window.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(button.isHighlighted && button.isTracking)
        // 70 points beyond the bounds still count as inside.
        window.touchMove(to: CGPoint(x: 100, y: 150))
        #expect(button.isHighlighted)
        window.touchMove(to: CGPoint(x: 100, y: 200))
        #expect(!button.isHighlighted && !button.isTouchInside)
        window.touchMove(to: CGPoint(x: 100, y: 80))
        window.touchUp(at: CGPoint(x: 100, y: 80))
        #expect(!button.isHighlighted && !button.isTracking)
        window.touchDown(at: CGPoint(x: 100, y: 70))
        window.touchUp(at: CGPoint(x: 290, y: 290))
        #expect(events == ["down", "exit", "enter", "up-inside", "down", "up-outside"])
    }

    @Test func targetsAreCalledThroughCurriedMethodsAndHeldWeakly() {
        final class Controller {
            var taps = 0
            func play(_ sender: UIButton) { taps += 1 }
        }
        let (window, root) = window()
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        var controller: Controller? = Controller()
        button.addTarget(controller!, action: Controller.play, for: .primaryActionTriggered)
        window.tap(at: CGPoint(x: 50, y: 20))
        #expect(controller?.taps == 1)
        weak let weakController = controller
        controller = nil
        #expect(weakController == nil)
        window.tap(at: CGPoint(x: 50, y: 20))   // no crash: the target is gone
        #expect(button.allTargets.isEmpty)
    }

    @Test func anActionWithAnIdentifierAlreadyAddedReplacesTheEarlierOne() {
        let control = UIControl()
        var fired: [String] = []
        let id = UIAction.Identifier("play")
        control.addAction(UIAction(identifier: id) { _ in fired.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in fired.append("second") }, for: [.touchUpInside, .touchDown])
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        #expect(fired == ["second", "second"])
        // One action may serve several events without replacing itself.
        let both = UIAction { _ in fired.append("both") }
        control.addAction(both, for: .touchUpInside)
        control.addAction(both, for: .valueChanged)
        fired = []
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(fired == ["second", "both", "both"])
    }

    @Test func aDisabledControlIgnoresTouchesAndPrimaryActionsFire() {
        let (window, root) = window()
        var fired = 0
        let button = UIButton(configuration: .glass(), primaryAction: UIAction(title: "Play") { _ in fired += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        #expect(button.configuration?.title == "Play")
        window.tap(at: CGPoint(x: 50, y: 20))
        button.isEnabled = false
        window.tap(at: CGPoint(x: 50, y: 20))
        #expect(fired == 1)
    }

    @Test func pressingAGlassButtonPressesItsGlassFromTheTouchPoint() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = window()
        root.backgroundColor = .systemBlue
        let button = UIButton(configuration: .glass())
        button.frame = CGRect(x: 50, y: 100, width: 200, height: 60)
        root.addSubview(button)
        let rest = window.renderedImage()
        window.touchDown(at: CGPoint(x: 70, y: 130))
        TestClock.advance(by: 0.6)   // the press springs in
        let pressed = window.renderedImage()
        // The glow sits at the touch (left end), not at the far end.
        func luma(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> Double {
            let p = image.cgImage!.rgba(atX: Int(x * image.scale), y: Int(y * image.scale))
            return (0.2126 * Double(p.red) + 0.7152 * Double(p.green) + 0.0722 * Double(p.blue)) / 255
        }
        #expect(luma(pressed, 75, 130) - luma(rest, 75, 130) > luma(pressed, 225, 130) - luma(rest, 225, 130) + 0.02)
        window.touchUp(at: CGPoint(x: 70, y: 130))
        #expect(!button.isHighlighted)
        TestClock.advance(by: 1)
        let settled = window.renderedImage()
        #expect(abs(luma(settled, 75, 130) - luma(rest, 75, 130)) < 0.01, "released glass settles back")
    }

    @Test func interactiveGlassSpringsOnTouchAndReduceMotionDoesNotBounce() {
        TestClock.start()
        defer {
            TestClock.stop()
            UIAccessibility.setSimulatedSettings(.init())
        }
        func pressPeak() -> (peak: CGFloat, atOneTenth: CGFloat, after: CGFloat) {
            let (window, root) = window()
            let effect = UIGlassEffect()
            effect.isInteractive = true
            let glass = UIVisualEffectView(effect: effect)
            glass.frame = CGRect(x: 40, y: 40, width: 120, height: 50)
            root.addSubview(glass)
            window.touchDown(at: CGPoint(x: 60, y: 60))
            #expect(glass.isGlassPressed, "touches reach interactive glass")
            var peak: CGFloat = 0, early: CGFloat = 0
            for frame in 1...60 {
                TestClock.advance(by: 1.0 / 60)
                if frame == 6 { early = glass.presentedPressProgress }
                peak = max(peak, glass.presentedPressProgress)
            }
            window.touchUp(at: CGPoint(x: 60, y: 60))
            TestClock.advance(by: 1.5)
            return (peak, early, glass.presentedPressProgress)
        }
        let springy = pressPeak()
        #expect(springy.peak > 1.02, "the spring overshoots a little")
        #expect(springy.atOneTenth > 0.3 && springy.atOneTenth < 1.3)
        #expect(springy.after < 0.01, "release settles back to rest")
        UIAccessibility.setSimulatedSettings(.init(isReduceMotionEnabled: true))
        let plain = pressPeak()
        #expect(plain.peak <= 1.0001 && plain.peak > 0.99, "no bounce, the press still shows")
        #expect(plain.after < 0.01)
    }

    @Test func aTapRecognizerFiresAndCancelsTheViewsTouches() {
        let (window, root) = window()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(view)
        var taps = 0
        view.addGestureRecognizer(UITapGestureRecognizer { recognizer in
            if recognizer.state == .recognized { taps += 1 }
        })
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == 1)
        #expect(view.calls == ["began", "cancelled"])
        // Moving more than 10 points is not a tap.
        window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50))
        #expect(taps == 1)
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = window()
        var doubles = 0
        let recognizer = UITapGestureRecognizer { _ in doubles += 1 }
        recognizer.numberOfTapsRequired = 2
        root.addGestureRecognizer(recognizer)
        window.tap(at: CGPoint(x: 50, y: 50))
        TestClock.advance(by: 0.1)
        window.tap(at: CGPoint(x: 52, y: 50))
        #expect(doubles == 1)
        TestClock.advance(by: 1)
        window.tap(at: CGPoint(x: 50, y: 50))
        TestClock.advance(by: 1)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(doubles == 1)
    }

    @Test func aLongPressBeginsAfterItsDurationOnTheClock() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = window()
        var states: [UIGestureRecognizer.State] = []
        root.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        window.touchDown(at: CGPoint(x: 50, y: 50))
        TestClock.advance(by: 0.3)
        #expect(states.isEmpty)
        TestClock.advance(by: 0.3)
        #expect(states == [.began])
        window.touchMove(to: CGPoint(x: 60, y: 50))
        window.touchUp(at: CGPoint(x: 60, y: 50))
        #expect(states == [.began, .changed, .ended])
    }

    @Test func aPanReportsTranslationAndVelocity() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, root) = window()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            translations.append(pan.translation(in: root))
            velocity = pan.velocity(in: root)
        }
        root.addGestureRecognizer(pan)
        window.touchDown(at: CGPoint(x: 50, y: 50))
        for step in 1...4 {
            TestClock.advance(by: 0.01)
            window.touchMove(to: CGPoint(x: 50 + CGFloat(step) * 10, y: 50))
        }
        window.touchUp(at: CGPoint(x: 90, y: 50))
        #expect(pan.state == .possible)   // reset after the sequence
        #expect(translations.first == CGPoint(x: 10, y: 0))
        #expect(translations.map(\.x) == [10, 20, 30, 40, 40], "every move reports (.began, .changed each time, .ended)")
        #expect(translations.last == CGPoint(x: 40, y: 0))
        #expect(abs(velocity.x - 1000) < 1)
    }
}
}
