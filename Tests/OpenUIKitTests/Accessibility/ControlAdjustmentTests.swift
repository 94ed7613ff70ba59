import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// VoiceOver's swipes up and down (`accessibilityIncrement`/`Decrement`) and double tap
/// (`accessibilityActivate`) on the standard controls: each steps as UIKit's does and is
/// announced with `.valueChanged`, as the user's change.
@MainActor
@Suite("Control adjustment", .serialized)
struct ControlAdjustmentTests {
    private func counting(_ control: UIControl) -> () -> Int {
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        return { changes }
    }

    @Test func slidersStepATenthOfTheirRange() {
        let slider = UISlider()
        slider.maximumValue = 50
        slider.value = 48
        let changes = counting(slider)
        slider.accessibilityIncrement()
        #expect(slider.value == 50 && changes() == 1, "kept at the maximum")
        slider.accessibilityIncrement()
        #expect(changes() == 1, "no change, no announcement")
        slider.accessibilityDecrement()
        #expect(slider.value == 45 && slider.accessibilityValue == "90%")
        slider.isEnabled = false
        slider.accessibilityDecrement()
        #expect(slider.value == 45 && changes() == 2)
    }

    @Test func steppersPageControlsAndSegmentsStepOnce() {
        let stepper = UIStepper()
        stepper.stepValue = 5
        stepper.isContinuous = false
        let stepped = counting(stepper)
        stepper.accessibilityIncrement()
        #expect(stepper.value == 5 && stepped() == 1 && !stepper.isContinuous)
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let paged = counting(pages)
        pages.accessibilityDecrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && paged() == 1 && pages.accessibilityValue == "page 2 of 3")
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 0
        segments.setEnabled(false, forSegmentAt: 1)
        let chosen = counting(segments)
        segments.accessibilityIncrement()
        #expect(segments.selectedSegmentIndex == 2 && chosen() == 1, "the disabled segment is skipped")
        segments.accessibilityIncrement()
        #expect(segments.selectedSegmentIndex == 2 && chosen() == 1)
    }

    @Test func switchesFlipOnActivationAndPickersStep() {
        let toggle = UISwitch()
        let flipped = counting(toggle)
        #expect(toggle.accessibilityActivate() && toggle.isOn && flipped() == 1 && toggle.accessibilityValue == "1")
        #expect(!UIView().accessibilityActivate(), "plain views leave activation to a tap")
        let picker = testDatePicker(.date, .inline)
        picker.maximumDate = pickerTestDate.addingTimeInterval(86_400)
        let dated = counting(picker)
        picker.accessibilityIncrement()
        picker.accessibilityIncrement()
        #expect(stamp(picker.date) == "2026-11-24 09:41" && dated() == 1, "the maximum stops it")
        let timer = testDatePicker(.countDownTimer, .wheels)
        timer.minuteInterval = 5
        timer.accessibilityIncrement()
        #expect(timer.countDownDuration == 300)
    }
}
