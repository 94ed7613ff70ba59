import Foundation

/// Something that draws over what lies beneath a layer: the hook backdrop materials such
/// as Liquid Glass render through.
///
/// An OpenQuartzCore SPI (Core Animation's backdrop layers are private). The renderer
/// calls ``renderBackdrop(for:in:)`` after everything beneath the layer and before the
/// layer's own background, contents and sublayers. The compositor re-renders the whole
/// ``backdropReach(for:)`` whenever damage touches it, because the result depends on
/// every pixel beneath.
@_spi(OpenUIKit) @MainActor public protocol CABackdropRendering: AnyObject {
    /// Draws over the pixels already in `context`, whose user space is the layer's (y down).
    func renderBackdrop(for layer: CALayer, in context: CGContext)
    /// The rectangle, in the layer's space, the backdrop reads and writes (shadows included).
    func backdropReach(for layer: CALayer) -> CGRect
}

extension CALayer {
    /// The backdrop renderer drawn under this layer's content, if any.
    @_spi(OpenUIKit) public var backdropRenderer: (any CABackdropRendering)? {
        get { backdropRendererStorage }
        set {
            backdropRendererStorage = newValue
            markChanged()
        }
    }

    /// Tells the compositor the backdrop's output changed though no layer property did.
    @_spi(OpenUIKit) public func setNeedsBackdropRender() {
        markChanged()
    }
}
