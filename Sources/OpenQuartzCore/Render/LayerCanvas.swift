import Foundation
import OpenCoreGraphics

/// What the layer renderer draws through: a context drawn into at once, or a recorder that
/// keeps the drawing as a display list for rasterizing later, in bands, on several threads.
///
/// Only what composites layers is here: geometry and clips, groups, fills, images, and the
/// backdrop hook.
@MainActor
protocol LayerCanvas: AnyObject {
    /// User space to the y-up base space, as `CGContext.ctm`.
    var ctm: CGAffineTransform { get }
    /// User space to device pixels, as `CGContext.userSpaceToDeviceSpaceTransform`.
    var userSpaceToDeviceSpaceTransform: CGAffineTransform { get }
    /// The part of user space that can reach the canvas's pixels.
    var visibleBounds: CGRect { get }
    func saveGState()
    func restoreGState()
    func concatenate(_ transform: CGAffineTransform)
    /// Intersects the clip with the non-zero interior of `path` (user space).
    func clip(to path: CGPath)
    /// Intersects the clip with the whole device pixels `rect` (user space) touches.
    func clipToEnclosingPixels(of rect: CGRect)
    /// Makes `rect` (user space) transparent.
    func clear(_ rect: CGRect)
    func setAlpha(_ alpha: CGFloat)
    func setBlendMode(_ mode: CGBlendMode)
    func beginTransparencyLayer()
    func endTransparencyLayer()
    func fill(_ path: CGPath, color: CGColor, rule: CGPathFillRule)
    /// Draws `image` upright into `rect` of the y-down user space.
    func drawFlipped(_ image: CGImage, in rect: CGRect, sampling: ImageSampling)
    /// Runs `backdrop` over what lies beneath `layer`, measuring layers as `shown`; `nil`
    /// when its outcome is known only once the drawing is rasterized.
    func renderBackdrop(_ backdrop: any CABackdropRendering, for layer: CALayer, shown: LayerPresentation) -> CABackdropRenderOutcome?
}

extension LayerCanvas {
    /// Draws `image` upright into `rect` of the y-down user space, smoothly sampled.
    func drawFlipped(_ image: CGImage, in rect: CGRect) { drawFlipped(image, in: rect, sampling: .standard) }
}

/// A canvas that draws straight into a context.
@MainActor
final class ImmediateCanvas: LayerCanvas {
    let context: CGContext
    /// The part of the context's pixels that will show (an effect's bitmap draws a margin
    /// around what shows; layers inside it measure from what shows, not from the margin).
    private let visiblePixels: CGRect?

    init(_ context: CGContext, visiblePixels: CGRect? = nil) {
        self.context = context
        self.visiblePixels = visiblePixels
    }

    var ctm: CGAffineTransform { context.ctm }
    var userSpaceToDeviceSpaceTransform: CGAffineTransform { context.userSpaceToDeviceSpaceTransform }
    var visibleBounds: CGRect {
        let clip = context.boundingBoxOfClipPath
        guard let visiblePixels else { return clip }
        return clip.intersection(visiblePixels.applying(context.userSpaceToDeviceSpaceTransform.inverted()))
    }
    func saveGState() { context.saveGState() }
    func restoreGState() { context.restoreGState() }
    func concatenate(_ transform: CGAffineTransform) { context.concatenate(transform) }
    func clip(to path: CGPath) {
        context.addPath(path)
        context.clip()
    }
    func clipToEnclosingPixels(of rect: CGRect) { context.clipToEnclosingPixels(of: rect) }
    func clear(_ rect: CGRect) { context.clear(rect) }
    func setAlpha(_ alpha: CGFloat) { context.setAlpha(alpha) }
    func setBlendMode(_ mode: CGBlendMode) { context.setBlendMode(mode) }
    func beginTransparencyLayer() { context.beginTransparencyLayer(auxiliaryInfo: nil) }
    func endTransparencyLayer() { context.endTransparencyLayer() }
    func fill(_ path: CGPath, color: CGColor, rule: CGPathFillRule) {
        context.setFillColor(color)
        context.addPath(path)
        context.fillPath(using: rule)
    }
    func drawFlipped(_ image: CGImage, in rect: CGRect, sampling: ImageSampling) {
        context.drawFlipped(image, in: rect, sampling: sampling)
    }
    func renderBackdrop(_ backdrop: any CABackdropRendering, for layer: CALayer, shown: LayerPresentation) -> CABackdropRenderOutcome? {
        context.saveGState()
        defer { context.restoreGState() }
        return backdrop.renderBackdrop(for: layer, in: context, shown: shown)
    }
}
