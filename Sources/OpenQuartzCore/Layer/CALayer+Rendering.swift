import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    ///
    /// As with Core Animation, the context's user space should be y-down (UIKit's);
    /// `UIGraphicsImageRenderer` contexts are.
    public func render(in ctx: CGContext) {
        LayerRenderer.render(self, in: ctx)
    }
}
