import Foundation

/// Picker wheels side by side over one rounded selection band, as `UIDatePicker`'s wheels
/// style shows them.
@MainActor
final class PickerWheelsView: UIView {
    static let height: CGFloat = 216
    static let bandInset: CGFloat = 8
    static let columnSpacing: CGFloat = 4

    private let band = UIView()
    private(set) var wheels: [PickerWheelView] = []
    /// Called with the wheel's index and row when the user leaves a wheel at rest.
    var onSettle: ((_ component: Int, _ row: Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        band.layer.cornerCurve = .continuous
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// Shows `columns`, keeping the wheels already there (and where they rest).
    func setColumns(_ columns: [PickerWheelColumn]) {
        while wheels.count > columns.count { wheels.removeLast().removeFromSuperview() }
        for (index, column) in columns.enumerated() {
            if index < wheels.count {
                wheels[index].column = column
            } else {
                let wheel = PickerWheelView(column: column)
                wheel.onSettle = { [weak self] row in self?.onSettle?(index, row) }
                addSubview(wheel)
                wheels.append(wheel)
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Turns each wheel to its row in `rows`.
    func select(_ rows: [Int], animated: Bool) {
        for (wheel, row) in zip(wheels, rows) where wheel.selectedRow != row {
            wheel.select(row, animated: animated)
        }
    }

    /// Draws every wheel's rows again.
    func redraw() { wheels.forEach { $0.redraw() } }

    private var columnsWidth: CGFloat {
        wheels.reduce(0) { $0 + $1.column.width } + Self.columnSpacing * CGFloat(max(0, wheels.count - 1))
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: max(280, columnsWidth + 2 * (Self.bandInset + 8)), height: Self.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rowHeight = (wheels.map(\.rowHeight).max() ?? PickerWheelView.rowHeight) + 2
        band.frame = CGRect(x: Self.bandInset, y: (bounds.height - rowHeight) / 2,
                            width: max(0, bounds.width - 2 * Self.bandInset), height: rowHeight)
        let available = max(0, bounds.width - 2 * (Self.bandInset + 8))
        let needed = columnsWidth
        let shrink = needed > available && needed > 0 ? available / needed : 1
        var x = (bounds.width - min(needed, available)) / 2
        let ordered = effectiveUserInterfaceLayoutDirection == .rightToLeft ? wheels.reversed() : wheels
        for wheel in ordered {
            let width = wheel.column.width * shrink
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.columnSpacing * shrink
        }
    }
}
