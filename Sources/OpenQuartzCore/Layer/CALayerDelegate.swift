import Foundation

/// An object that draws or lays out a layer in its place; `UIView` is its layer's delegate.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Fills the layer's contents; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into a context sized to its bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Whether the delegate implements `display(_:)` (Swift has no `respondsToSelector`).
    var implementsDisplayLayer: Bool { get }
}

extension CALayerDelegate {
    /// Does nothing: only called when `implementsDisplayLayer` is `true`.
    public func display(_ layer: CALayer) {}
    /// Draws nothing unless the delegate implements it.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Lays out nothing unless the delegate implements it.
    public func layoutSublayers(of layer: CALayer) {}
    /// `false`: the layer draws through `draw(_:in:)`. Stands in for Objective-C's
    /// `respondsToSelector` check of `display(_:)`.
    public var implementsDisplayLayer: Bool { false }
}
