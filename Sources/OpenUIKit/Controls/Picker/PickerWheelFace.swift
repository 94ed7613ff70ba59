import Foundation

/// Draws a wheel's rows as seen on its drum; it stays over the wheel's visible bounds while
/// the content scrolls beneath it.
@MainActor
final class PickerWheelFace: UIView {
    weak var wheel: PickerWheelView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    override func draw(_ rect: CGRect) {
        guard let wheel, let context = UIGraphicsGetCurrentContext(), wheel.column.rowCount > 0 else { return }
        let column = wheel.column
        let rowHeight = wheel.rowHeight
        let radius = wheel.radius
        let middle = bounds.height / 2
        // The content position of the band's centre line.
        let centerContent = wheel.contentOffset.y + wheel.contentInset.top + rowHeight / 2
        let central = wheel.contentRow(atOffset: wheel.contentOffset.y)
        let captionRoom = self.captionRoom(for: column)
        let reach = Int(ceil(radius * .pi / 2 / rowHeight)) + 1
        for contentRow in (central - reach)...(central + reach) where contentRow >= 0 {
            if !column.isCyclic, contentRow >= column.rowCount { continue }
            let distance = CGFloat(contentRow) * rowHeight + rowHeight / 2 - centerContent
            let angle = distance / radius
            guard abs(angle) < .pi / 2, cos(angle) > 0.2 else { continue }
            let row = wheel.row(forContentRow: contentRow)
            let squeeze = cos(angle)
            let inBand = abs(distance) < rowHeight / 2
            context.saveGState()
            context.translateBy(x: 0, y: middle + radius * sin(angle))
            context.scaleBy(x: 1, y: squeeze)
            drawTitle(column.title(row), alignment: column.alignment, captionRoom: captionRoom,
                      color: color(enabled: column.isEnabled(row), inBand: inBand, squeeze: squeeze))
            context.restoreGState()
        }
        drawCaption(column, row: wheel.row(forContentRow: central), middle: middle, captionRoom: captionRoom)
    }

    /// Rows dim as they turn away, and vanish before they are squeezed flat at the rim.
    private func color(enabled: Bool, inBand: Bool, squeeze: CGFloat) -> UIColor {
        if inBand { return enabled ? .label : .tertiaryLabel }
        let rim = min(1, max(0, (squeeze - 0.2) / 0.25))
        let base: UIColor = enabled ? .label : .tertiaryLabel
        let strength: CGFloat = enabled ? 0.2 + 0.45 * squeeze : 1
        return base.withAlphaComponent(base.alphaComponent * strength * rim)
    }

    /// Draws `title` centred vertically on the current origin.
    private func drawTitle(_ title: String, alignment: NSTextAlignment, captionRoom: CGFloat, color: UIColor) {
        let attributes: [NSAttributedString.Key: Any] = [.font: PickerWheelColumn.font, .foregroundColor: color]
        let size = (title as NSString).size(withAttributes: attributes)
        let padding = PickerWheelColumn.padding
        let textWidth = bounds.width - captionRoom
        let x: CGFloat
        switch resolved(alignment) {
        case .left: x = padding
        case .right: x = textWidth - padding - size.width
        default: x = (textWidth - size.width) / 2
        }
        (title as NSString).draw(at: CGPoint(x: x, y: -size.height / 2), withAttributes: attributes)
    }

    /// The room kept on the right for the column's caption, measured once per drawing.
    private func captionRoom(for column: PickerWheelColumn) -> CGFloat {
        column.caption == nil ? 0 : column.captionWidth + 8 + PickerWheelColumn.padding
    }

    private func drawCaption(_ column: PickerWheelColumn, row: Int, middle: CGFloat, captionRoom: CGFloat) {
        guard let caption = column.caption?(row) else { return }
        let attributes: [NSAttributedString.Key: Any] = [.font: PickerWheelColumn.captionFont, .foregroundColor: UIColor.label]
        let size = (caption as NSString).size(withAttributes: attributes)
        let x = bounds.width - captionRoom + 8
        (caption as NSString).draw(at: CGPoint(x: x, y: middle - size.height / 2), withAttributes: attributes)
    }

    private func resolved(_ alignment: NSTextAlignment) -> NSTextAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch alignment {
        case .natural: return rightToLeft ? .right : .left
        default: return alignment
        }
    }
}
