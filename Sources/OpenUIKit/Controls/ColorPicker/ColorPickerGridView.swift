import Foundation

/// The picker's grid of colours: one rounded block of square cells; a tap chooses a cell,
/// and the chosen one wears a ring.
final class ColorPickerGridView: UIView {
    var selectedCell: (row: Int, column: Int)? {
        didSet { setNeedsDisplay() }
    }
    var onChoose: (UIColor) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] recognizer in
            guard let self else { return }
            self.choose(at: recognizer.location(in: self))
        }))
        isAccessibilityElement = true
        accessibilityLabel = "Colour grid"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { nil }

    private var cellSize: CGSize {
        CGSize(width: bounds.width / CGFloat(ColorPickerPalette.columns), height: bounds.height / CGFloat(ColorPickerPalette.rows))
    }

    private func choose(at point: CGPoint) {
        let size = cellSize
        guard size.width > 0, size.height > 0, bounds.contains(point) else { return }
        let cell = (row: Int(point.y / size.height), column: Int(point.x / size.width))
        selectedCell = cell
        onChoose(ColorPickerPalette.color(row: cell.row, column: cell.column))
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        let size = cellSize
        context.saveGState()
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath)
        context.clip()
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                context.setFillColor(ColorPickerPalette.color(row: row, column: column).cgColor)
                // Cells overlap by a hair so no seam shows between them.
                context.fill(CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width + 0.5, height: size.height + 0.5))
            }
        }
        context.restoreGState()
        guard let selectedCell else { return }
        let frame = CGRect(x: CGFloat(selectedCell.column) * size.width, y: CGFloat(selectedCell.row) * size.height, width: size.width, height: size.height)
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(3)
        context.stroke(frame.insetBy(dx: 1.5, dy: 1.5))
        context.setStrokeColor(UIColor.black.withAlphaComponent(0.4).cgColor)
        context.setLineWidth(1)
        context.stroke(frame.insetBy(dx: 0.5, dy: 0.5))
    }

    // VoiceOver moves the selection along the grid's cells.
    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }

    private func step(by delta: Int) {
        let count = ColorPickerPalette.rows * ColorPickerPalette.columns
        let current = selectedCell.map { $0.row * ColorPickerPalette.columns + $0.column } ?? -1
        let next = min(max(current + delta, 0), count - 1)
        let cell = (row: next / ColorPickerPalette.columns, column: next % ColorPickerPalette.columns)
        selectedCell = cell
        onChoose(ColorPickerPalette.color(row: cell.row, column: cell.column))
    }
}
