import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Sizes and colours for a T-shirt, and what the user chose.
@MainActor
private final class ShirtPicker: UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["XS", "S", "M", "L", "XL"]
    let colours = ["Red", "Green", "Blue"]
    var chosen: [String] = []
    var rowHeight: CGFloat = 0

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen.append(component == 0 ? sizes[row] : colours[row])
    }
}

@MainActor
@Suite("UIPickerView", .manualClock)
struct UIPickerViewTests {
    @Test func wheelsComeFromTheDataSourceAndCodeSelectsQuietly() {
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let shirt = ShirtPicker()
        picker.dataSource = shirt
        picker.delegate = shirt
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 3)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4 && shirt.chosen.isEmpty, "kept in range, nobody told")
        #expect(picker.accessibilityValue == "XL, Red" && picker.accessibilityTraits.contains(.adjustable))
        shirt.rowHeight = .nan
        picker.reloadAllComponents()
        #expect(picker.rowSize(forComponent: 0).height == 32 && picker.selectedRow(inComponent: 0) == 4)
        shirt.rowHeight = 44
        picker.reloadComponent(1)
        #expect(picker.rowSize(forComponent: 1).height == 44)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func aFlingComesToRestOnARowAndTheDelegateHearsIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let shirt = ShirtPicker()
        let picker = UIPickerView(frame: CGRect(x: 35, y: 300, width: 320, height: 216))
        picker.dataSource = shirt
        picker.delegate = shirt
        let root = UIViewController()
        root.view.addSubview(picker)
        let window = presentationScene(root)
        window.layoutIfNeeded()
        let sizeWheel = try #require(picker.subviews.first?.subviews.compactMap { $0 as? PickerWheelView }.first)
        #expect(isClose(sizeWheel.frame.width, (320 - 32 - 4) / 2), "equal shares: \(sizeWheel.frame)")
        let start = wheelCenter(sizeWheel)
        // A quick flick upward: the wheel coasts and stops on a row, never between rows.
        window.drag(from: start, by: CGPoint(x: 0, y: -60), steps: 4, interval: 0.01)
        for _ in 0..<180 { TestClock.advance(by: 1.0 / 60) }
        let rest = sizeWheel.contentOffset.y + sizeWheel.contentInset.top
        #expect(rest.truncatingRemainder(dividingBy: 32) == 0, "at rest on a row: \(rest)")
        #expect(picker.selectedRow(inComponent: 0) > 1 && shirt.chosen == [shirt.sizes[picker.selectedRow(inComponent: 0)]])
        // Dragged past the last row, it springs back to it.
        window.drag(from: start, by: CGPoint(x: 0, y: -200), hold: 0.2)
        for _ in 0..<120 { TestClock.advance(by: 1.0 / 60) }
        #expect(picker.selectedRow(inComponent: 0) == 4 && shirt.chosen.last == "XL")
    }
}
