import Foundation

/// A small round control showing a colour inside a ring of hues; a tap opens a colour
/// picker, and the colour chosen there becomes the well's (sending `.valueChanged`).
///
/// ```swift
/// let well = UIColorWell()
/// well.title = "Highlight"
/// well.selectedColor = .systemYellow
/// well.addAction(UIAction { _ in apply(well.selectedColor) }, for: .valueChanged)
/// ```
open class UIColorWell: UIControl {
    /// The title of the picker the well opens.
    open var title: String?

    /// Whether the picker offers opacity.
    open var supportsAlpha = true

    /// The colour shown; `nil` shows the ring alone.
    open var selectedColor: UIColor? {
        didSet {
            setNeedsDisplay()
            accessibilityValue = selectedColor.map(Self.spokenValue)
        }
    }

    /// The picker while it is open.
    private weak var picker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isAccessibilityElement = true
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.openPicker() }, for: .primaryActionTriggered)
    }

    public required init?(coder: NSCoder) { nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title ?? "Colour" }
        set { super.accessibilityLabel = newValue }
    }

    private func openPicker() {
        guard picker == nil, let presenter = topmostPresentingController else { return }
        let picker = UIColorPickerViewController()
        if let title { picker.title = title }
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.onSelect = { [weak self] color, _ in
            guard let self else { return }
            self.selectedColor = color
            self.sendActions(for: .valueChanged)
        }
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 6 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY), outer = side / 2, ring = max(2, side * 0.11)
        // The ring: a sweep of hues, as segments of an annulus.
        let segments = 72
        for index in 0..<segments {
            let start = CGFloat(index) / CGFloat(segments) * 2 * .pi - .pi / 2
            let end = CGFloat(index + 1) / CGFloat(segments) * 2 * .pi - .pi / 2 + 0.01
            let path = UIBezierPath(arcCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            path.addArc(withCenter: center, radius: outer - ring, startAngle: end, endAngle: start, clockwise: false)
            path.close()
            context.setFillColor(UIColor(hue: CGFloat(index) / CGFloat(segments), saturation: 0.9, brightness: 1, alpha: 1).cgColor)
            context.addPath(path.cgPath)
            context.fillPath()
        }
        guard let selectedColor else { return }
        let inner = outer - ring - max(1.5, side * 0.07)
        context.setFillColor(selectedColor.cgColor)
        context.fillEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: inner * 2, height: inner * 2))
    }

    /// What VoiceOver says of a colour: its red, green and blue percentages and opacity.
    private static func spokenValue(_ color: UIColor) -> String {
        let rgba = color.rgba
        func percent(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 100).rounded()) }
        var parts = ["red \(percent(rgba.red))%", "green \(percent(rgba.green))%", "blue \(percent(rgba.blue))%"]
        if rgba.alpha < 1 { parts.append("opacity \(percent(rgba.alpha))%") }
        return parts.joined(separator: ", ")
    }
}
