import Foundation

/// A view that shows an image, fitted by its `contentMode`.
///
/// ```swift
/// let poster = UIImageView(image: UIImage(contentsOfFile: "poster@3x.png"))
/// poster.contentMode = .scaleAspectFill
/// poster.clipsToBounds = true
/// ```
@MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { imageDidChange() }
    }

    /// A view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Observers do not run for assignments in the class's own initializers.
        imageDidChange()
    }

    private func imageDidChange() {
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? 1
        invalidateIntrinsicContentSize()
    }

    /// The image is the layer's contents: the display pass must not replace it.
    override var drawsLayerContents: Bool { false }

    /// An image (image views are not elements unless told to be, as in UIKit).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Image views hug their image a little more than plain views, as in UIKit.
    override class var defaultContentHuggingPriority: Float { 251 }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
