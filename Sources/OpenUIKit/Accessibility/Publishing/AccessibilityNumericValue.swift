import Foundation
import OpenUIKitHost

/// Controls whose value is a number a screen reader can read and set directly (a
/// slider's position, a stepper's count), beyond stepping it up and down.
@MainActor
protocol AccessibilityNumericValue: UIControl {
    /// The value and its range.
    var accessibilityNumericValue: HostAccessibilityValue { get }
    /// Sets the value as the user would (sending `.valueChanged`); returns whether it
    /// changed.
    func setAccessibilityNumericValue(_ value: Double) -> Bool
}

extension UISlider: AccessibilityNumericValue {
    var accessibilityNumericValue: HostAccessibilityValue {
        HostAccessibilityValue(current: Double(value), minimum: Double(minimumValue), maximum: Double(maximumValue), step: 0)
    }

    func setAccessibilityNumericValue(_ newValue: Double) -> Bool {
        guard newValue.isFinite, isEnabled else { return false }
        let old = value
        setValue(Float(newValue), animated: false)
        guard value != old else { return false }
        sendActions(for: .valueChanged)
        return true
    }
}

extension UIStepper: AccessibilityNumericValue {
    var accessibilityNumericValue: HostAccessibilityValue {
        HostAccessibilityValue(current: value, minimum: minimumValue, maximum: maximumValue, step: stepValue)
    }

    func setAccessibilityNumericValue(_ newValue: Double) -> Bool {
        guard newValue.isFinite, isEnabled else { return false }
        let old = value
        value = newValue
        guard value != old else { return false }
        sendActions(for: .valueChanged)
        return true
    }
}
