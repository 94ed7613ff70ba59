import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Controls made of parts read as their parts, as VoiceOver reads them on iOS: segments as
/// buttons, a stepper's halves as buttons, a picker's wheels as adjustable elements.
@MainActor
@Suite(.serialized) struct ControlPartsTests {
    @Test func segmentsAreButtonsWithTheChosenOneSelected() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        let (window, changes) = controlScene(control, frame: CGRect(x: 20, y: 200, width: 300, height: 32))
        #expect(!control.isAccessibilityElement && control.accessibilityElementCount() == 3)
        let order = window.voiceOverOrder
        #expect(order.map(\.label) == ["Day", "Week", "Month"])
        #expect(order.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(order.map(\.value) == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(order[0].frame == CGRect(x: 20, y: 200, width: 100, height: 32))

        let day = try #require(control.accessibilityElement(at: 0) as? UIResponder)
        #expect(day.accessibilityActivate())
        #expect(control.selectedSegmentIndex == 0 && changes() == 1)
        let month = try #require(control.accessibilityElement(at: 2) as? UIResponder)
        #expect(!month.accessibilityActivate())
        #expect(control.selectedSegmentIndex == 0)
        // The same element objects answer again, so screen readers keep their references.
        #expect(control.accessibilityElement(at: 0) as AnyObject === day)
    }

    @Test func aStepperReadsAsDecrementAndIncrementButtons() throws {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        let (window, changes) = controlScene(stepper, frame: CGRect(x: 20, y: 200, width: 94, height: 32))
        let order = window.voiceOverOrder
        #expect(order.map(\.label) == ["Decrement", "Increment"])
        #expect(order.map(\.traits) == [[.button, .notEnabled], .button])
        #expect(order.map(\.value) == ["0", "0"])

        let increment = try #require(stepper.accessibilityElement(at: 1) as? UIResponder)
        for _ in 0..<4 { _ = increment.accessibilityActivate() }
        #expect(stepper.value == 3 && changes() == 3)
        #expect(window.voiceOverOrder.map(\.traits) == [.button, [.button, .notEnabled]])
        #expect(window.voiceOverOrder.first?.value == "3")
    }

    @Test func eachPickerWheelIsAnAdjustableElement() throws {
        final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
            var chosen: [String] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 3 : 2 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                component == 0 ? ["S", "M", "L"][row] : ["Red", "Blue"][row]
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                chosen.append("\(component):\(row)")
            }
        }
        let sizes = Sizes()
        let picker = UIPickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        let root = UIViewController()
        picker.frame = CGRect(x: 0, y: 200, width: 390, height: 216)
        root.view.addSubview(picker)
        let window = presentationScene(root)
        #expect(!picker.isAccessibilityElement)
        let wheels = window.voiceOverOrder
        #expect(wheels.map(\.value) == ["S, 1 of 3", "Red, 1 of 2"])
        #expect(wheels.allSatisfy { $0.traits == .adjustable })
        wheels[1].object.accessibilityIncrement()
        wheels[1].object.accessibilityIncrement()
        #expect(picker.selectedRow(inComponent: 1) == 1 && sizes.chosen == ["1:1"])
        #expect(window.voiceOverOrder[1].value == "Blue, 2 of 2")
    }

    @Test func dateWheelsGoRoundAndChangeTheDate() throws {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.locale = Locale(identifier: "en_GB")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 23 * 3600 + 59 * 60)
        let (window, changes) = controlScene(picker, frame: CGRect(x: 0, y: 200, width: 390, height: 216))
        let wheels = window.voiceOverOrder
        #expect(wheels.count == 2 && wheels.allSatisfy { $0.traits == .adjustable })
        #expect(wheels[1].value?.hasPrefix("59") == true)
        wheels[1].object.accessibilityIncrement()
        #expect(changes() == 1)
        #expect(window.voiceOverOrder[1].value?.hasPrefix("00") == true, "\(window.voiceOverOrder.map(\.value))")
    }
}
