import Foundation
import OpenUIKit

/// Draws what VoiceOver will read over a rendered screen: each element's frame in its own
/// colour with its number, and beside the screen a legend that says, in reading order,
/// what each number is read as.
@MainActor
struct AccessibilityOverlay {
    let screen: UIImage
    let elements: [AccessibilityNode]

    private static let legendWidth: CGFloat = 300
    private static let margin: CGFloat = 12
    private static let badgeDiameter: CGFloat = 18
    private static let font = UIFont.systemFont(ofSize: 12)
    private static let badgeFont = UIFont.systemFont(ofSize: 11, weight: .bold)

    /// Distinct hues, so neighbouring elements never share a colour.
    private static let palette: [UIColor] = [
        .systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal, .systemPink, .systemIndigo,
        .systemBrown, .systemYellow, .systemCyan, .systemMint,
    ]

    private func colour(_ index: Int) -> UIColor { Self.palette[index % Self.palette.count] }

    /// The screen with its overlay, then the legend to its right.
    func image() -> UIImage {
        let rows = legendRows()
        let legendHeight = rows.last.map { $0.frame.maxY + Self.margin } ?? 0
        let size = CGSize(width: screen.size.width + Self.legendWidth, height: max(screen.size.height, legendHeight))
        let format = UIGraphicsImageRendererFormat()
        format.scale = screen.scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            screen.draw(at: .zero)
            for (index, node) in elements.enumerated() { drawMarker(of: node, index: index) }
            for row in rows { drawLegendRow(row) }
        }
    }

    // MARK: Markers over the screen

    private func drawMarker(of node: AccessibilityNode, index: Int) {
        let frame = node.frame.intersection(CGRect(origin: .zero, size: screen.size))
        guard !frame.isNull, !frame.isEmpty else { return }
        let outline = UIBezierPath(rect: frame.insetBy(dx: 1, dy: 1))
        colour(index).withAlphaComponent(0.18).setFill()
        outline.fill()
        colour(index).setStroke()
        outline.lineWidth = 2
        outline.stroke()
        let badge = CGPoint(x: max(0, frame.minX - 4), y: max(0, frame.minY - 4))
        drawBadge(index, at: badge)
    }

    private func drawBadge(_ index: Int, at origin: CGPoint) {
        let circle = CGRect(origin: origin, size: CGSize(width: Self.badgeDiameter, height: Self.badgeDiameter))
        colour(index).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let number = "\(index + 1)" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: Self.badgeFont, .foregroundColor: UIColor.white]
        let size = number.size(withAttributes: attributes)
        number.draw(at: CGPoint(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2), withAttributes: attributes)
    }

    // MARK: The legend

    private struct LegendRow {
        let index: Int
        let text: NSString
        let frame: CGRect
    }

    private var textAttributes: [NSAttributedString.Key: Any] { [.font: Self.font, .foregroundColor: UIColor.black] }

    /// Each element's description, wrapped to the legend's width, one under another.
    private func legendRows() -> [LegendRow] {
        let textX = screen.size.width + Self.margin + Self.badgeDiameter + 8
        let textWidth = Self.legendWidth - (textX - screen.size.width) - Self.margin
        var y = Self.margin
        return elements.enumerated().map { index, node in
            let text = AccessibilityDescription.spoken(node) as NSString
            let measured = text.boundingRect(
                with: CGSize(width: textWidth, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: textAttributes, context: nil)
            let frame = CGRect(x: textX, y: y, width: textWidth, height: max(Self.badgeDiameter, ceil(measured.height)))
            y = frame.maxY + 8
            return LegendRow(index: index, text: text, frame: frame)
        }
    }

    private func drawLegendRow(_ row: LegendRow) {
        drawBadge(row.index, at: CGPoint(x: screen.size.width + Self.margin, y: row.frame.minY))
        row.text.draw(with: row.frame, options: .usesLineFragmentOrigin, attributes: textAttributes, context: nil)
    }
}
