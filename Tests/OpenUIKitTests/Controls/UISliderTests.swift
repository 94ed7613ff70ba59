import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UISlider", .manualClock)
struct UISliderTests {
    /// A 300-point slider at (40, 200): the thumb's centre travels from 59 to 321.
    private func scene(rtl: Bool = false) -> (UIWindow, UISlider, () -> Int) {
        let slider = UISlider()
        if rtl { slider.semanticContentAttribute = .forceRightToLeft }
        let (window, changes) = controlScene(slider, frame: CGRect(x: 40, y: 200, width: 300, height: slider.intrinsicContentSize.height))
        return (window, slider, changes)
    }

    @Test func valuesStayInRangeAndBadOnesAreRefused() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.accessibilityTraits.contains(.adjustable) && slider.accessibilityValue == "0%")
        slider.value = 2
        #expect(slider.value == 1 && slider.accessibilityValue == "100%")
        slider.value = .nan
        #expect(slider.value == 1, "NaN is ignored")
        slider.maximumValue = .infinity
        #expect(slider.maximumValue == 1, "an infinite bound is refused")
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5, "a minimum above the maximum raises it")
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.value = 2.5
        #expect(slider.accessibilityValue == "25%")
    }

    @Test func draggingTheThumbChangesTheValueContinuouslyOrOnce() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, slider, changes) = scene()
        let midY = 200 + slider.bounds.height / 2
        window.touchDown(at: CGPoint(x: 59, y: midY))
        window.touchMove(to: CGPoint(x: 120, y: midY))
        window.touchMove(to: CGPoint(x: 190, y: midY))
        #expect(abs(slider.value - 0.5) < 0.01, "half way: \(slider.value)")
        window.touchUp(at: CGPoint(x: 190, y: midY))
        #expect(changes() == 2, "sent as it moved")
        slider.isContinuous = false
        window.touchDown(at: CGPoint(x: 190, y: midY))
        window.touchMove(to: CGPoint(x: 250, y: midY))
        window.touchMove(to: CGPoint(x: 400, y: midY))
        #expect(slider.value == 1 && changes() == 2)
        window.touchUp(at: CGPoint(x: 400, y: midY))
        #expect(changes() == 3, "sent once, on release")
        // A touch on the track away from the thumb does nothing.
        window.touchDown(at: CGPoint(x: 100, y: midY))
        window.touchMove(to: CGPoint(x: 60, y: midY))
        window.touchUp(at: CGPoint(x: 60, y: midY))
        #expect(slider.value == 1 && changes() == 3)
        // Set in code: no action.
        slider.setValue(0.2, animated: true)
        finishTransitions(in: window)
        #expect(changes() == 3 && abs(slider.value - 0.2) < 0.0001)
    }

    @Test func theTrackIsTintedUpToTheThumbAndRightToLeftMirrors() throws {
        let (window, slider, _) = scene()
        slider.value = 0.5
        window.layoutIfNeeded()
        let pixels = try #require(window.renderedImage().cgImage)
        let midY = Int(200 + slider.bounds.height / 2)
        let filled = pixels.rgba(atX: 80, y: midY), empty = pixels.rgba(atX: 300, y: midY)
        #expect(filled.blue > 200 && filled.red < 100, "the tint up to the thumb: \(filled)")
        #expect(abs(Int(empty.red) - Int(empty.blue)) < 15 && empty.red < 245, "grey past it: \(empty)")
        let (mirroredWindow, mirrored, _) = scene(rtl: true)
        mirrored.value = 0.25
        mirroredWindow.layoutIfNeeded()
        let thumb = try #require(mirrored.subviews.compactMap { $0 as? GlassThumbView }.first)
        #expect(isClose(thumb.center.x, 19 + 262 * 0.75), "a quarter of the way from the right: \(thumb.center.x)")
    }

    @Test func trackConfigurationsSnapToTicksFillFromTheNeutralValueAndLimitTheThumb() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        slider.maximumValue = 100
        slider.trackConfiguration = UISlider.TrackConfiguration(neutralValue: 0.5, enabledRange: 0...0.75, numberOfTicks: 5)
        slider.value = 30
        #expect(slider.value == 25, "the nearest tick")
        slider.value = 100
        #expect(slider.value == 75, "the enabled range ends at three quarters")
        slider.layoutIfNeeded()
        let track = slider.trackRect(forBounds: slider.bounds)
        let fill = try #require(slider.subviews.dropFirst().first)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 75)
        let neutral = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 50)
        #expect(isClose(fill.frame.minX, neutral.midX) && isClose(fill.frame.maxX, thumb.midX), "filled from the middle: \(fill.frame)")
        #expect(slider.subviews.filter { $0.frame.width == UISlider.tickSide }.count == 5)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityDecrement()
        #expect(slider.value == 50 && changes == 1, "one tick down")
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        #expect(slider.value == 75 && changes == 2, "no tick past the enabled range")
        slider.trackConfiguration = UISlider.TrackConfiguration(allowsTickValuesOnly: false, neutralValue: .nan, enabledRange: -3...9, numberOfTicks: -2)
        slider.value = 33
        #expect(slider.value == 33 && slider.trackConfiguration?.ticks.isEmpty == true && slider.trackConfiguration?.enabledRange == 0...1)
    }
}
