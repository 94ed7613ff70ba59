import Foundation

/// A button's pointer interaction and the delegate proposing its style.
@MainActor
final class ButtonPointerStyler: UIPointerInteractionDelegate {
    private unowned let button: UIButton
    private(set) lazy var interaction = UIPointerInteraction(delegate: self)

    init(button: UIButton) {
        self.button = button
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard button.isEnabled else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let outline = button.bounds.insetBy(dx: -6, dy: -4)
        let radius = button.layer.cornerRadius > 0 ? button.layer.cornerRadius + 4 : min(outline.height / 2, UIPointerShape.defaultCornerRadius + 2)
        let shape = UIPointerShape.roundedRect(outline, radius: radius)
        if let provider = button.pointerStyleProvider { return provider(button, effect, shape) }
        return UIPointerStyle(effect: effect, shape: shape)
    }
}
