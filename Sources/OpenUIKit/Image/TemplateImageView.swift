import Foundation

/// Draws a template image filled with the tint colour (symbols in buttons).
@MainActor
final class TemplateImageView: UIView {
    var image: UIImage? { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let image, image.cgImage != nil, let context = UIGraphicsGetCurrentContext() else { return }
        if image.renderingMode == .alwaysOriginal {
            image.draw(in: bounds)
            return
        }
        image.drawAsTemplate(in: bounds, color: tintColor.cgColor, context: context)
    }
}
