import Foundation

/// What a bar's appearance draws behind its items: the blur, the colour over it, the
/// image over that, and the hairline shadow on the edge facing the content. Navigation
/// bars and toolbars each keep one under their items.
@MainActor
final class BarBackgroundView: UIView {
    /// The side of the bar the content is on, where the hairline runs (outside the bar).
    enum ShadowEdge {
        case top, bottom
    }

    var shadowEdge: ShadowEdge {
        didSet { if shadowEdge != oldValue { setNeedsLayout() } }
    }
    let effectView = UIVisualEffectView(effect: nil)
    let colorView = UIView()
    let imageView = UIImageView()
    let shadowView = UIView()

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        imageView.contentMode = .scaleToFill
        for view in [effectView, colorView, imageView, shadowView] as [UIView] { addSubview(view) }
    }

    required convenience init?(coder: NSCoder) {
        self.init(shadowEdge: .bottom)
    }

    /// Shows `appearance`'s background.
    func apply(_ appearance: UIBarAppearance) {
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        imageView.image = appearance.backgroundImage
        imageView.isHidden = appearance.backgroundImage == nil
        shadowView.backgroundColor = appearance.shadowColor
        shadowView.isHidden = appearance.shadowColor == nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [effectView, colorView, imageView] as [UIView] { view.frame = bounds }
        let hairline = 1 / max(1, traitCollection.displayScale)
        let y = shadowEdge == .bottom ? bounds.height : -hairline
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
    }
}
