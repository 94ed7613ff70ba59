import Foundation

/// A view that shows an image, fitted by its `contentMode`.
///
/// ```swift
/// let poster = UIImageView(image: UIImage(contentsOfFile: "poster@3x.png"))
/// poster.contentMode = .scaleAspectFill
/// poster.clipsToBounds = true
/// ```
@preconcurrency @MainActor
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
        layer.contents = rendersAsTemplate ? tintedContents() : image?.cgImage
        layer.contentsScale = image?.scale ?? 1
        layer.contentsCenter = image?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.tilesContentsCenter = image?.isResizableWithCaps == true && image?.resizingMode == .tile
        invalidateIntrinsicContentSize()
    }

    /// Whether the image is drawn in the tint colour: template images, and symbol
    /// images unless they ask for their original colours, as in UIKit.
    private var rendersAsTemplate: Bool {
        guard let image else { return false }
        return image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
    }

    /// The image's shape filled with the tint colour.
    private func tintedContents() -> CGImage? {
        guard let source = image?.cgImage, let context = try? CGContext.bitmap(width: source.width, height: source.height) else { return image?.cgImage }
        let rect = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        context.draw(source, in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(tintColor.resolvedColor(with: traitCollection).cgColor)
        context.fill(rect)
        return context.makeImage()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if rendersAsTemplate { layer.contents = tintedContents() }
    }

    /// Dynamic tint colours resolve differently in light and dark, and with more contrast:
    /// tinted again whenever traits arrive, including the first ones in a window.
    override func applyResolvedColors() {
        super.applyResolvedColors()
        if rendersAsTemplate { layer.contents = tintedContents() }
    }

    /// The image is the layer's contents: the display pass must not replace it.
    override var drawsLayerContents: Bool { false }

    /// An image (image views are not elements unless told to be, as in UIKit).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
    /// A symbol speaks its name when the view is made an element and given no label.
    override var defaultAccessibilityLabel: String? { image?.spokenSymbolName }

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
