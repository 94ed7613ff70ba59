import Foundation

/// The picker's red, green and blue sliders (0 to 255), with the colour's hex code.
final class ColorPickerSlidersView: UIView {
    private let channels: [(name: String, tint: UIColor)] = [("RED", .systemRed), ("GREEN", .systemGreen), ("BLUE", .systemBlue)]
    private var captions: [UILabel] = []
    private(set) var sliders: [UISlider] = []
    private var values: [UILabel] = []
    private let hex = UILabel()
    var onChoose: (UIColor, _ continuously: Bool) -> Void = { _, _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for channel in channels {
            let caption = UILabel()
            caption.text = channel.name
            caption.font = .preferredFont(forTextStyle: .footnote)
            caption.textColor = .secondaryLabel
            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 255
            slider.minimumTrackTintColor = channel.tint
            slider.accessibilityLabel = channel.name.capitalized
            slider.addAction(UIAction { [weak self] _ in self?.slid(continuously: true) }, for: .valueChanged)
            for event: UIControl.Event in [.touchUpInside, .touchUpOutside] {
                slider.addAction(UIAction { [weak self] _ in self?.slid(continuously: false) }, for: event)
            }
            let value = UILabel()
            value.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
            value.textAlignment = .right
            [caption, slider, value].forEach(addSubview)
            captions.append(caption)
            sliders.append(slider)
            values.append(value)
        }
        hex.font = .preferredFont(forTextStyle: .body)
        hex.textAlignment = .right
        addSubview(hex)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `color` on the sliders.
    func show(_ color: UIColor) {
        let rgba = color.rgba
        for (index, component) in [rgba.red, rgba.green, rgba.blue].enumerated() {
            let value = Float((min(max(component, 0), 1) * 255).rounded())
            sliders[index].value = value
            values[index].text = String(Int(value))
        }
        hex.text = "sRGB Hex Colour #" + [rgba.red, rgba.green, rgba.blue].map { Self.hexByte($0) }.joined()
    }

    private static func hexByte(_ component: CGFloat) -> String {
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }

    private func slid(continuously: Bool) {
        let color = UIColor(
            red: CGFloat(sliders[0].value) / 255, green: CGFloat(sliders[1].value) / 255, blue: CGFloat(sliders[2].value) / 255, alpha: 1)
        for (index, slider) in sliders.enumerated() { values[index].text = String(Int(slider.value.rounded())) }
        onChoose(color, continuously)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for index in channels.indices {
            captions[index].frame = CGRect(x: 0, y: y, width: bounds.width, height: 18)
            sliders[index].frame = CGRect(x: 0, y: y + 20, width: max(0, bounds.width - 60), height: 31)
            values[index].frame = CGRect(x: bounds.width - 52, y: y + 20, width: 52, height: 31)
            y += 62
        }
        hex.frame = CGRect(x: 0, y: y + 4, width: bounds.width, height: 22)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
