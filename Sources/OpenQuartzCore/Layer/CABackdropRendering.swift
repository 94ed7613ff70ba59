import Foundation

/// Something that draws over what lies beneath a layer: the hook backdrop materials such
/// as Liquid Glass render through.
///
/// An OpenQuartzCore SPI (Core Animation's backdrop layers are private). The renderer
/// calls ``renderBackdrop(for:in:shown:)`` after everything beneath the layer and before the
/// layer's own background, contents and sublayers. The compositor re-renders the whole
/// ``backdropReach(for:shown:)`` whenever damage touches it, because the result depends on
/// every pixel beneath.
///
/// What a backdrop resolves while rendering (an adaptive material's light or dark look) is
/// never applied to the layer tree during the render: the renderer answers
/// ``CABackdropRenderOutcome/needsFollowUpPass``, the compositor lists the layer in its
/// ``LayerFrameResult``, and before the next update pass its owner calls
/// ``prepareFollowUpPass(for:)``, where the backdrop schedules the change.
@MainActor package protocol CABackdropRendering: AnyObject {
    /// Draws over the pixels already in `context`, whose user space is the layer's (y down),
    /// measuring the layers it draws for as `shown` (their animated values in this frame).
    func renderBackdrop(for layer: CALayer, in context: CGContext, shown: LayerPresentation) -> CABackdropRenderOutcome
    /// The rectangle, in the layer's space, the backdrop reads and writes (shadows included),
    /// with the layers as `shown`.
    func backdropReach(for layer: CALayer, shown: LayerPresentation) -> CGRect
    /// Called between frames, outside rendering, after a render that asked for a follow-up
    /// pass: schedule in the layer tree what the render resolved.
    func prepareFollowUpPass(for layer: CALayer)
}

/// What a backdrop render asks of the frames that follow.
package struct CABackdropRenderOutcome: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Nothing: the render is complete.
    public static let complete: CABackdropRenderOutcome = []
    /// The render resolved something the layer tree must take up in another update pass.
    public static let needsFollowUpPass = CABackdropRenderOutcome(rawValue: 1)
    /// The backdrop changes over time by itself (a look still adapting): render it again
    /// next frame, and keep frames coming as for a running animation.
    public static let needsNextFrame = CABackdropRenderOutcome(rawValue: 2)
}

extension CALayer {
    /// The backdrop renderer drawn under this layer's content, if any.
    package var backdropRenderer: (any CABackdropRendering)? {
        get { backdropRendererStorage }
        set {
            backdropRendererStorage = newValue
            markChanged()
        }
    }

    /// Tells the compositor the backdrop's output changed though no layer property did.
    package func setNeedsBackdropRender() {
        markChanged()
    }

    /// Marks every backdrop in this layer's subtree as needing a render (their inputs,
    /// such as accessibility settings, changed).
    package func setNeedsBackdropRenderInSubtree() {
        if backdropRenderer != nil { markChanged() }
        for child in children { child.setNeedsBackdropRenderInSubtree() }
    }
}
