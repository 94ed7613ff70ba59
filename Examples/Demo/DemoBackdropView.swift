import OpenUIKit

/// A busy, colourful backdrop drawn in `draw(_:)`: a sunset gradient, discs, stripes and
/// text, so the glass above has something to lens, frost and adapt to.
final class DemoBackdropView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.systemIndigo, .systemPink, .systemOrange].map { $0.resolvedColor(with: traitCollection).cgColor }
        let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 0.55, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: bounds.width * 0.3, y: bounds.height),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        UIColor(white: 1, alpha: 0.85).setFill()
        var y: CGFloat = 0
        while y < bounds.height {
            UIRectFill(CGRect(x: 0, y: y, width: bounds.width, height: 2))
            y += 22
        }
        let discs: [(CGFloat, CGFloat, CGFloat, UIColor)] = [
            (0.25, 0.22, 70, .systemYellow), (0.78, 0.35, 90, .systemTeal), (0.35, 0.62, 60, .systemGreen),
            (0.8, 0.78, 80, .systemBlue), (0.15, 0.9, 50, .white),
        ]
        for (x, y, radius, color) in discs {
            color.withAlphaComponent(0.9).setFill()
            UIBezierPath(ovalIn: CGRect(x: bounds.width * x - radius, y: bounds.height * y - radius, width: radius * 2, height: radius * 2)).fill()
        }
    }
}
