import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIStepper", .manualClock)
struct UIStepperTests {
    private func scene() -> (UIWindow, UIStepper, () -> Int) {
        let stepper = UIStepper()
        let (window, changes) = controlScene(stepper, frame: CGRect(origin: CGPoint(x: 100, y: 200), size: stepper.intrinsicContentSize))
        return (window, stepper, changes)
    }

    private let minusPoint = CGPoint(x: 120, y: 216), plusPoint = CGPoint(x: 175, y: 216)

    @Test func tapsStepWithinTheRangeAndWrapsWhenAsked() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, stepper, changes) = scene()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32) && stepper.value == 0)
        stepper.maximumValue = 2
        window.tap(at: plusPoint)
        window.tap(at: plusPoint)
        window.tap(at: plusPoint)
        #expect(stepper.value == 2 && changes() == 2, "it stops at the maximum")
        stepper.wraps = true
        window.tap(at: plusPoint)
        #expect(stepper.value == 0 && changes() == 3, "and with wraps goes round")
        window.tap(at: minusPoint)
        #expect(stepper.value == 2)
        stepper.stepValue = 0
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 1, "a step of zero or NaN is refused")
        #expect(stepper.accessibilityTraits.contains(.adjustable) && stepper.accessibilityValue == "2")
    }

    @Test func holdingRepeatsTheStepAndDiscreteSteppersReportOnce() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, stepper, changes) = scene()
        window.touchDown(at: plusPoint)
        #expect(stepper.value == 1, "a step as the touch goes down")
        TestClock.advance(by: 0.45)
        #expect(stepper.value == 1)
        for _ in 0..<6 { TestClock.advance(by: 0.05) }
        #expect(stepper.value == 3, "then ten a second after half a second: \(stepper.value)")
        window.touchUp(at: plusPoint)
        TestClock.advance(by: 0.5)
        #expect(stepper.value == 3 && changes() == 3)
        stepper.isContinuous = false
        window.touchDown(at: plusPoint)
        TestClock.advance(by: 0.5)
        TestClock.advance(by: 0.1)
        window.touchUp(at: plusPoint)
        #expect(stepper.value > 4 && changes() == 4, "one action when the touch lifts")
    }
}
