import Foundation
import OpenUIKit

/// The drawn view of ``View/glassEffect(_:in:isEnabled:)``: it carries OpenUIKit's glass
/// (the same attachment a `UIVisualEffectView` with a `UIGlassEffect` has) and holds the
/// content's views on it.
final class GlassEffectView: ContainerView {
    /// Made in `init` (it needs the view as its host).
    private var attachment: GlassAttachment!
    /// What the outline's path was last traced from.
    private var traced: OutlineTrace?
    /// The glass shown, and its resolved tint, as last applied.
    private var shown: (glass: Glass, tint: UIColor?)?

    var outline = GlassOutline.corners(.capsule()) {
        didSet { outline.apply(to: self, attachment: attachment, traced: &traced) }
    }

    var unionID: AnyHashable? {
        get { attachment.unionID }
        set { attachment.unionID = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let attachment = GlassAttachment(host: self)
        self.attachment = attachment
        glassAttachment = attachment
        addGestureRecognizer(GlassPressRecognizer(attachment: attachment))
    }

    /// Shows `glass` tinted with `tint`; the material changes (and materializes inside an
    /// animation) only when either differs from what is shown.
    func show(_ glass: Glass, tint: UIColor?) {
        if let shown, shown.glass == glass, shown.tint == tint { return }
        shown = (glass, tint)
        attachment.setMaterial(Self.material(for: glass, tint: tint))
    }

    /// Whether touches press the glass.
    var isInteractive: Bool { shown?.glass.isInteractive == true && shown?.glass.variant != .identity }

    private static func material(for glass: Glass, tint: UIColor?) -> GlassAttachment.Material? {
        let style: UIGlassEffect.Style
        switch glass.variant {
        case .identity: return nil
        case .clear: style = .clear
        case .regular, .thin: style = .regular
        }
        return .glass(GlassAttachment.GlassLook(style: style, tintColor: tint, isInteractive: glass.isInteractive, isThin: glass.variant == .thin))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A traced path follows the bounds; corner configurations follow by themselves.
        if case .path = outline { outline.apply(to: self, attachment: attachment, traced: &traced) }
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit == nil, isInteractive, !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) {
            // Interactive glass answers touches on its own face, as a glass view does.
            return self
        }
        return hit
    }
}
