import Foundation

/// The picker's spectrum: hues across, light tints at the top through full colours to
/// dark shades at the bottom; touching or dragging chooses the colour under the finger.
final class ColorPickerSpectrumView: UIView {
    var onChoose: (UIColor, _ continuously: Bool) -> Void = { _, _ in }
    private let columns = 60, rows = 40

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] recognizer in
            guard let self else { return }
            let ended = recognizer.state == .ended || recognizer.state == .cancelled
            self.onChoose(self.color(at: recognizer.location(in: self)), !ended)
        }))
        addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] recognizer in
            guard let self else { return }
            self.onChoose(self.color(at: recognizer.location(in: self)), false)
        }))
        isAccessibilityElement = true
        accessibilityLabel = "Colour spectrum"
    }

    required init?(coder: NSCoder) { nil }

    /// The colour at `point`, clamped into the spectrum.
    func color(at point: CGPoint) -> UIColor {
        guard bounds.width > 0, bounds.height > 0, point.x.isFinite, point.y.isFinite else { return .white }
        let x = min(max(point.x / bounds.width, 0), 1), y = min(max(point.y / bounds.height, 0), 1)
        return Self.color(hue: x, depth: y)
    }

    /// Depth 0 is the lightest tint, 0.5 the full colour, 1 black.
    private static func color(hue: CGFloat, depth: CGFloat) -> UIColor {
        let saturation = depth < 0.5 ? depth * 2 : 1
        let brightness = depth < 0.5 ? 1 : 1 - (depth - 0.5) * 2
        return UIColor(hue: min(hue, 0.999), saturation: saturation, brightness: brightness, alpha: 1)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath)
        context.clip()
        let width = bounds.width / CGFloat(columns), height = bounds.height / CGFloat(rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let color = Self.color(hue: (CGFloat(column) + 0.5) / CGFloat(columns), depth: (CGFloat(row) + 0.5) / CGFloat(rows))
                context.setFillColor(color.cgColor)
                context.fill(CGRect(x: CGFloat(column) * width, y: CGFloat(row) * height, width: width + 0.5, height: height + 0.5))
            }
        }
    }
}
