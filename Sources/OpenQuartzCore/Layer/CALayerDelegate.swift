import Foundation

/// An object that draws or lays out a layer in its place; `UIView` is its layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into a context sized to its bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Not implemented: the layer draws through `draw(_:in:)` instead, as Core Animation
    /// does when the delegate does not respond to `display(_:)`.
    public func display(_ layer: CALayer) { layer.delegateLacksDisplay = true }
    /// Draws nothing unless the delegate implements it.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Lays out nothing unless the delegate implements it.
    public func layoutSublayers(of layer: CALayer) {}
}

/// The owner of a layer whose own bookkeeping says when the layer needs display: a view
/// needing display. An OpenQuartzCore SPI, so `needsDisplay()` and `displayIfNeeded()` of
/// a view's layer behave as on iOS.
@MainActor package protocol CALayerDisplayOwner: AnyObject {
    /// Whether drawing is pending for `layer`. With `settlingChanges`, first take up model
    /// changes that arrived since the last update pass.
    func layerNeedsDisplay(_ layer: CALayer, settlingChanges: Bool) -> Bool
}
