import Foundation

/// Tells a picker view how many wheels it has and how many rows each holds.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of wheels (components).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
