import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UISwitch", .manualClock)
struct UISwitchTests {
    private func scene(rtl: Bool = false) -> (UIWindow, UISwitch, () -> Int) {
        let toggle = UISwitch()
        if rtl { toggle.semanticContentAttribute = .forceRightToLeft }
        let (window, changes) = controlScene(toggle, frame: CGRect(origin: CGPoint(x: 100, y: 200), size: toggle.intrinsicContentSize))
        return (window, toggle, changes)
    }

    @Test func itIsOffAtFirstSixtyThreeByTwentyEightAndReadsAsAToggle() {
        let toggle = UISwitch()
        #expect(!toggle.isOn && toggle.intrinsicContentSize == CGSize(width: 63, height: 28))
        #expect(toggle.isAccessibilityElement && toggle.accessibilityTraits.contains(.toggleButton) && toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func aTapTogglesItAndSendsValueChangedButCodeDoesNot() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, toggle, changes) = scene()
        window.tap(at: CGPoint(x: 131, y: 214))
        #expect(toggle.isOn && changes() == 1)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && changes() == 1, "set in code: no action")
        toggle.isEnabled = false
        window.tap(at: CGPoint(x: 131, y: 214))
        #expect(!toggle.isOn, "a disabled switch ignores touches")
    }

    @Test func draggingTheThumbDecidesBySideAndThePressedThumbIsAGlassLens() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, toggle, changes) = scene()
        let thumb = try #require(toggle.subviews.compactMap { $0 as? GlassThumbView }.first)
        window.touchDown(at: CGPoint(x: 120, y: 214))
        finishTransitions(in: window)
        let lens = try #require(thumb.subviews.compactMap { $0 as? UIVisualEffectView }.first)
        #expect(!lens.isHidden && thumb.frame.width > 37 && thumb.isPressed, "pressed, the thumb grows into glass")
        window.touchMove(to: CGPoint(x: 140, y: 214))
        window.touchMove(to: CGPoint(x: 150, y: 214))
        window.touchUp(at: CGPoint(x: 150, y: 214))
        finishTransitions(in: window)
        #expect(toggle.isOn && changes() == 1 && lens.isHidden && !thumb.isPressed)
        #expect(isClose(thumb.frame.maxX, toggle.bounds.maxX - 2), "the thumb rests at the trailing end: \(thumb.frame)")
        // Dragged away and back, it stays where it was.
        window.touchDown(at: CGPoint(x: 150, y: 214))
        window.touchMove(to: CGPoint(x: 120, y: 214))
        window.touchMove(to: CGPoint(x: 152, y: 214))
        window.touchUp(at: CGPoint(x: 152, y: 214))
        finishTransitions(in: window)
        #expect(toggle.isOn && changes() == 1)
    }

    @Test func onIsGreenOffIsGreyAndRightToLeftMirrors() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, toggle, _) = scene()
        toggle.isOn = true
        window.layoutIfNeeded()
        var pixels = try #require(window.renderedImage().cgImage)
        let green = pixels.rgba(atX: 106, y: 214)
        #expect(green.green > 150 && green.red < 120, "the track is green where the thumb is not: \(green)")
        toggle.isOn = false
        window.layoutIfNeeded()
        pixels = try #require(window.renderedImage().cgImage)
        let grey = pixels.rgba(atX: 156, y: 214)
        #expect(abs(Int(grey.red) - Int(grey.green)) < 10 && grey.red < 240 && grey.red > 150, "a light grey track: \(grey)")
        let thumbPixel = pixels.rgba(atX: 115, y: 214)
        #expect(thumbPixel.red > 245 && thumbPixel.green > 245, "a white thumb: \(thumbPixel)")
        let (_, mirrored, _) = scene(rtl: true)
        mirrored.isOn = true
        mirrored.layoutIfNeeded()
        let thumb = try #require(mirrored.subviews.compactMap { $0 as? GlassThumbView }.first)
        #expect(isClose(thumb.frame.minX, 2), "on is the leading end: the left in right to left")
    }
}
