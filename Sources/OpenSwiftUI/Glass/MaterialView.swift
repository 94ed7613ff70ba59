import Foundation
import LiquidGlass
import OpenUIKit

/// A shape filled with a ``Material``: OpenUIKit's frosted material (the one blur effect
/// views show) in the shape's outline, following the view's light or dark look.
final class MaterialView: UIView {
    private var attachment: GlassAttachment!
    /// What the outline's path was last traced from.
    private var traced: OutlineTrace?
    private var thickness: MaterialThickness?

    var outline = GlassOutline.corners(.fixed(0)) {
        didSet { outline.apply(to: self, attachment: attachment, traced: &traced) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        let attachment = GlassAttachment(host: self)
        self.attachment = attachment
        glassAttachment = attachment
    }

    func setThickness(_ thickness: MaterialThickness) {
        guard thickness != self.thickness else { return }
        self.thickness = thickness
        attachment.setMaterial(.frost(.inherited, thickness))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if case .path = outline { outline.apply(to: self, attachment: attachment, traced: &traced) }
    }
}
