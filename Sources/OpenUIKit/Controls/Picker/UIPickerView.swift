import Foundation

/// Spinning wheels of rows, one per component, over a rounded selection band: the
/// wheels style of `UIDatePicker` for any data.
///
/// ```swift
/// let size = UIPickerView()
/// size.dataSource = self        // numberOfComponents(in:), numberOfRowsInComponent
/// size.delegate = self          // titleForRow, didSelectRow
/// size.selectRow(2, inComponent: 0, animated: false)
/// ```
///
/// A wheel flung with a finger decelerates and comes to rest with a row in the band; a tap
/// on a row above or below the band turns the wheel to it. When a wheel rests where the
/// user left it, the delegate hears `didSelectRow`; code's `selectRow` tells it nothing.
/// Wheels share the width equally unless the delegate gives widths.
///
/// Differs from UIKit: rows are text only (no row views), and wheels do not go round.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Supplies the number of wheels and rows (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Supplies titles and sizes and hears selections (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    private let wheels = PickerWheelsView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        wheels.onSettle = { [unowned self] component, row in
            delegate?.pickerView(self, didSelectRow: row, inComponent: component)
        }
        addSubview(wheels)
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The number of wheels, as the data source last reported.
    open var numberOfComponents: Int { wheels.wheels.count }

    /// The number of rows in `component`, as the data source last reported (0 out of range).
    open func numberOfRows(inComponent component: Int) -> Int {
        wheels.wheels.indices.contains(component) ? wheels.wheels[component].column.rowCount : 0
    }

    /// The size of a row of `component`.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.wheels.indices.contains(component) else { return .zero }
        let wheel = wheels.wheels[component]
        return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// Asks the data source and delegate again for every wheel, keeping selections in range.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        let kept = wheels.wheels.map(\.selectedRow)
        wheels.setColumns((0..<count).map(column(for:)))
        for (component, wheel) in wheels.wheels.enumerated() {
            wheel.select(component < kept.count ? kept[component] : 0, animated: false)
        }
        setNeedsLayout()
    }

    /// Asks again for one wheel's rows and titles.
    open func reloadComponent(_ component: Int) {
        guard wheels.wheels.indices.contains(component) else { return }
        let wheel = wheels.wheels[component]
        let selected = wheel.selectedRow
        wheel.column = column(for: component)
        wheel.select(selected, animated: false)
        setNeedsLayout()
    }

    /// Turns `component`'s wheel to `row` (kept in range); the delegate is not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.wheels.indices.contains(component) else { return }
        wheels.wheels[component].select(row, animated: animated)
    }

    /// The row in the band of `component`'s wheel, or -1 when there is no such wheel or no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard wheels.wheels.indices.contains(component), wheels.wheels[component].column.rowCount > 0 else { return -1 }
        return wheels.wheels[component].selectedRow
    }

    private func column(for component: Int) -> PickerWheelColumn {
        let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        var column = PickerWheelColumn(rowCount: rows, title: { [unowned self] row in title(forRow: row, component: component) })
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        if height.isFinite, height > 0 { column.rowHeight = min(height, Self.defaultSize.height) }
        return column
    }

    private func title(forRow row: Int, component: Int) -> String {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) { return attributed.string }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
    }

    /// UIKit's picker: 320 by 216 points.
    static let defaultSize = CGSize(width: 320, height: 216)

    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
        giveWheelsTheirWidths()
    }

    /// The delegate's widths, or equal shares of the width inside the band's margins.
    private func giveWheelsTheirWidths() {
        let count = wheels.wheels.count
        guard count > 0 else { return }
        let spacing = PickerWheelsView.columnSpacing * CGFloat(count - 1)
        let share = max(0, bounds.width - 2 * (PickerWheelsView.bandInset + 8) - spacing) / CGFloat(count)
        for (component, wheel) in wheels.wheels.enumerated() {
            let asked = delegate?.pickerView(self, widthForComponent: component) ?? 0
            let width = asked.isFinite && asked > 0 ? asked : share
            if wheel.column.width != width { wheel.column.width = width }
        }
        wheels.setNeedsLayout()
    }

    // MARK: Accessibility

    /// The first wheel turns one row on (or back); the delegate hears the choice.
    open override func accessibilityIncrement() { turnFirstWheel(by: 1) }
    open override func accessibilityDecrement() { turnFirstWheel(by: -1) }

    private func turnFirstWheel(by step: Int) {
        guard let wheel = wheels.wheels.first, wheel.column.rowCount > 0 else { return }
        let row = wheel.selectedRow + step
        guard (0..<wheel.column.rowCount).contains(row) else { return }
        wheel.select(row, animated: false)
        delegate?.pickerView(self, didSelectRow: row, inComponent: 0)
    }

    /// The picker is a container: VoiceOver reads and turns each wheel on its own.
    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var defaultAccessibilityValue: String? {
        let titles = wheels.wheels.indices.compactMap { component -> String? in
            let row = selectedRow(inComponent: component)
            return row < 0 ? nil : title(forRow: row, component: component)
        }
        return titles.isEmpty ? nil : titles.joined(separator: ", ")
    }
}
