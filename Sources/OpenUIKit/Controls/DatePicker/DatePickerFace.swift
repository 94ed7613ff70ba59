import Foundation

/// The part of a date picker that shows its style: wheels, a calendar or compact labels.
@MainActor
protocol DatePickerFace: UIView {
    /// Shows the picker's current value.
    func refresh(animated: Bool)
}
