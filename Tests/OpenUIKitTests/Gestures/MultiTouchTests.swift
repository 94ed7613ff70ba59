import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Several fingers at once: views, event touch sets, pinch, rotation and multi-finger taps.
@MainActor
@Suite("Multi-touch", .manualClock)
struct MultiTouchTests {
    private func window() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root.view)
    }

    /// Records the fingers that reach it and how many touches each event holds.
    private final class FingerLog: UIView {
        var began = 0, ended = 0
        var largestEvent = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            began += touches.count
            largestEvent = max(largestEvent, event?.allTouches?.count ?? 0)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    }

    @Test func aViewHearsItsFirstFingerOnlyUnlessItTakesSeveral() {
        let (window, root) = window()
        let pad = FingerLog(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(pad)
        window.fingersDown([CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200)])
        window.fingersUp()
        #expect(pad.began == 1 && pad.ended == 1, "one touch at a time by default")

        pad.isMultipleTouchEnabled = true
        window.fingersDown([CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200), CGPoint(x: 300, y: 300)])
        window.fingersUp()
        #expect(pad.began == 4 && pad.ended == 4)
        #expect(pad.largestEvent == 3, "each event holds every finger down")
    }

    @Test func pinchingOutDoublesTheScale() {
        let (window, root) = window()
        var states: [UIGestureRecognizer.State] = []
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scales.append((recognizer as! UIPinchGestureRecognizer).scale)
        }
        root.addGestureRecognizer(pinch)
        window.fingersDown([CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
        window.fingersMove(to: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)], interval: 0.016)
        #expect(abs(pinch.scale - 2) < 0.001, "the fingers are twice as far apart")
        #expect(pinch.velocity > 0, "growing")
        window.fingersUp()
        #expect(states.first == .began && states.last == .ended && states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(abs((scales.last ?? 0) - 2) < 0.001)
        #expect(pinch.state == .possible && pinch.scale == 1, "ready for the next pinch")
    }

    @Test func aScaleResetToOneMakesLaterScalesIncremental() {
        let (window, root) = window()
        var product: CGFloat = 1
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        }
        root.addGestureRecognizer(pinch)
        window.fingersDown([CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)])
        window.fingersMove(to: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)], steps: 5)
        window.fingersUp()
        #expect(abs(product - 0.5) < 0.001, "the increments multiply to the whole pinch")
        pinch.scale = CGFloat.nan
        pinch.scale = 0
        #expect(pinch.scale == 1, "NaN and zero scales are ignored")
    }

    @Test func oneFingerNeverPinchesOrRotates() {
        let (window, root) = window()
        var fired = 0
        let pinch = UIPinchGestureRecognizer { _ in fired += 1 }, rotation = UIRotationGestureRecognizer { _ in fired += 1 }
        root.addGestureRecognizer(pinch)
        root.addGestureRecognizer(rotation)
        window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300))
        #expect(fired == 0)
        window.fingersDown([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
        window.fingersMove(to: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
        window.fingersUp()
        #expect(fired == 0, "two fingers on one spot have no distance or angle")
    }

    @Test func turningTheFingersAQuarterRotatesByAQuarter() {
        let (window, root) = window()
        var last: CGFloat = 0
        var states: [UIGestureRecognizer.State] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            states.append(recognizer.state)
            last = (recognizer as! UIRotationGestureRecognizer).rotation
        }
        root.addGestureRecognizer(rotation)
        let center = CGPoint(x: 200, y: 200)
        window.fingersDown([CGPoint(x: center.x - 50, y: center.y), CGPoint(x: center.x + 50, y: center.y)])
        for step in 1...9 {
            let angle = CGFloat(step) * .pi / 18
            let offset = CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
            window.fingersMove(to: [CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y)], steps: 1)
        }
        #expect(abs(last - .pi / 2) < 0.001, "clockwise on screen is positive")
        window.fingersUp()
        #expect(states.first == .began && states.last == .ended)
    }

    @Test func turningPastHalfAWayKeepsCounting() {
        let (window, root) = window()
        let rotation = UIRotationGestureRecognizer()
        root.addGestureRecognizer(rotation)
        let center = CGPoint(x: 200, y: 200)
        window.fingersDown([CGPoint(x: center.x - 50, y: center.y), CGPoint(x: center.x + 50, y: center.y)])
        // Three quarters of a turn in twelfths: across the angle's ±π seam.
        for step in 1...18 {
            let angle = CGFloat(step) * .pi / 12
            let offset = CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
            window.fingersMove(to: [CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y)], steps: 1)
        }
        #expect(abs(rotation.rotation - 3 * .pi / 2) < 0.001)
        window.fingersUp()
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
        let (window, root) = window()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.numberOfTouchesRequired = 2
        root.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 0, "one finger is not enough")
        window.fingersDown([CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100)])
        window.fingersUp()
        #expect(taps == 1)
    }

    @Test func aCancelledTouchscreenEndsEveryFingerButNotThePointer() {
        let (window, root) = window()
        let pad = FingerLog(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        pad.isMultipleTouchEnabled = true
        root.addSubview(pad)
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in states.append(recognizer.state) }
        root.addGestureRecognizer(pinch)
        window.fingersDown([CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
        window.fingersMove(to: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)])
        window.cancelFingerTouches()
        #expect(states.last == .cancelled)
        #expect(pinch.state == .possible)
        window.fingersDown([CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity)])
        #expect(pad.began == 2, "fingers at no real place are ignored")
    }
}
